/** Site settings on first start (SPEC.md section 3); an operator edits them in the database. */
export const settings: Record<string, string> = {
  site_name: 'Lotwise',
  service_link: '',
  /** 2: link shown in a dialog to copy; 3: external link; otherwise the internal chat. */
  service_link_type: '1',
  /** 2: image captcha at registration. */
  verify_reg_type: '2',
  /** 1: fee = lots × rate; otherwise fee = margin × rate. */
  trade_fee_type: '2',
  complaint_email: 'complaints@lotwise.example',
  /** Risk rate in percent at or below which positions are stopped out. */
  stop_out_level: '50',
  is_show_mobile: '1',
  /** Non-zero: site unavailable, browsers go to company_loss_url. */
  company_status: '0',
  company_loss_url: '',
  company_is_main: '0',
};
