import type { NewsTexts } from './types.ts';

// The seed articles in Vietnamese, in the order of articles.ts.
export const vn: NewsTexts = [
  {
    title: 'EUR/USD giữ quanh 1,17 khi nhà đầu tư chờ dữ liệu lạm phát Mỹ',
    desc: 'Đồng euro đi ngang trong biên độ hẹp so với USD trong khi thị trường định giá các bước tiếp theo của Fed và ECB.',
    content: `Đồng euro giao dịch trong biên độ hẹp quanh mức **1,1680** so với đồng đô la Mỹ hôm thứ Hai, khi các nhà giao dịch giữ vị thế nhỏ trước khi Mỹ công bố chỉ số giá tiêu dùng trong tuần này.

## Yếu tố tác động đến cặp tiền
- Lợi suất trái phiếu kho bạc Mỹ giảm nhẹ sau các khảo sát sản xuất yếu hơn.
- Phát biểu của các quan chức Ngân hàng Trung ương châu Âu cho thấy lãi suất sẽ được giữ nguyên trong thời gian dài.
- Dòng tiền cuối tháng của các nhà quản lý danh mục tạo ra những đợt biến động ngắn.

## Điều cần theo dõi
Lạm phát cao hơn dự báo sẽ hỗ trợ đồng đô la, trong khi số liệu yếu có thể đẩy cặp tiền về vùng 1,1750 từng đạt được hồi tháng trước.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'Vàng ổn định trên 4.000 USD sau một tuần biến động mạnh',
    desc: 'Kim loại quý lấy lại một phần mức giảm khi lực mua của các ngân hàng trung ương và đồng USD yếu đi bù đắp áp lực chốt lời.',
    content: `Giá vàng giao ngay dao động quanh **4.050 USD/ounce**, phục hồi sau cú giảm mạnh đầu tuần khi nhà đầu tư chốt lời từ đợt tăng giá từ đầu năm.

## Động lực
- Theo dữ liệu ngành, các ngân hàng trung ương tiếp tục bổ sung vàng vào dự trữ.
- Đồng USD yếu hơn khiến vàng rẻ hơn đối với người mua nắm giữ các đồng tiền khác.
- Nhu cầu vàng vật chất tại châu Á tăng lên khi giá giảm.

## Các mức giá quan trọng
Nhà giao dịch theo dõi mốc 3.980 USD là hỗ trợ ngắn hạn và 4.120 USD là kháng cự. Biên độ 50 USD trong một phiên đã trở nên phổ biến, vì vậy khối lượng vị thế và mức cắt lỗ rất quan trọng.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'Bitcoin dao động quanh 104.000 USD khi dòng tiền vào ETF chậm lại',
    desc: 'Đồng tiền mã hóa lớn nhất biến động hơn 4% trong một ngày khi dòng vốn vào các quỹ giao ngay hạ nhiệt.',
    content: `Bitcoin giao dịch trong khoảng **101.800 đến 106.200 USD** trong 24 giờ qua, một trong những biên độ rộng nhất tháng này.

## Vì sao giá biến động
- Dòng vốn ròng vào các quỹ bitcoin giao ngay tại Mỹ chậm lại ngày thứ ba liên tiếp.
- Các cá voi chuyển coin lên sàn giao dịch, dấu hiệu cho thấy một số người đã sẵn sàng bán.
- Ether và các token lớn khác đi theo hướng của bitcoin với biên độ lớn hơn.

## Lưu ý rủi ro
Thị trường tiền mã hóa giao dịch suốt ngày đêm, kể cả cuối tuần, và giá có thể nhảy vọt đột ngột. Khi dùng đòn bẩy, một biến động 5% có thể xóa sạch phần lớn ký quỹ của một vị thế.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'Giá dầu giảm khi OPEC+ phát tín hiệu giữ nguồn cung ổn định sang năm sau',
    desc: 'Dầu WTI lùi về gần 62 USD/thùng sau khi các nhà sản xuất cho biết sẽ không cắt giảm sản lượng thêm.',
    content: `Dầu thô Mỹ (WTI) giảm xuống khoảng **62,30 USD/thùng** và dầu Brent xuống khoảng **65,80 USD** sau khi các đại biểu OPEC+ cho biết nhóm dự kiến giữ nguồn cung ổn định đến hết quý đầu tiên.

## Bối cảnh
- Tồn kho tại Mỹ tăng tuần thứ hai liên tiếp.
- Nhu cầu của các nhà máy lọc dầu thấp theo mùa cho đến khi đợt bảo dưỡng mùa đông kết thúc.
- Giới giao dịch cũng cân nhắc việc nhập khẩu nhiên liệu của Trung Quốc tăng chậm lại.

## Triển vọng
Giá năng lượng có thể phản ứng mạnh trước những tin tức bất ngờ. Báo cáo tồn kho hằng tuần vào thứ Tư thường gây ra những biến động ngắn nhưng mạnh.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'Nasdaq 100 lập kỷ lục nhờ nhóm cổ phiếu chip dẫn dắt',
    desc: 'Cổ phiếu công nghệ nối dài đà tăng sau kết quả kinh doanh khả quan của các công ty bán dẫn.',
    content: `Chỉ số Nasdaq 100 đóng cửa gần **25.480 điểm**, mức cao kỷ lục, nhờ sự dẫn dắt của các công ty bán dẫn và phần mềm điện toán đám mây.

## Điểm nổi bật
- Cổ phiếu các hãng sản xuất chip tăng sau khi doanh thu quý vượt dự báo nhờ nhu cầu từ trung tâm dữ liệu.
- S&P 500 tăng 0,4%, trong khi Dow Jones gần như đi ngang.
- Các chỉ báo biến động vẫn ở mức thấp, dù giao dịch quyền chọn đối với các cổ phiếu công nghệ lớn tăng lên.

## Lưu ý cho nhà giao dịch chỉ số
Thị trường chỉ số Mỹ mở cửa lúc 9:30 giờ New York; ngoài giờ giao dịch chính, giá có thể biến động mạnh khi thanh khoản mỏng.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'Đồng yên mất giá qua mốc 155 yên/USD, thị trường dè chừng khả năng can thiệp',
    desc: 'Các quan chức Nhật Bản nhắc lại rằng họ đang theo dõi sát diễn biến tỷ giá.',
    content: `Đồng đô la vượt mốc **155 yên** lần đầu tiên sau vài tuần khi chênh lệch lãi suất giữa Mỹ và Nhật Bản vẫn lớn.

## Điểm chính
- Bộ Tài chính Nhật Bản cho biết đang theo dõi thị trường "với tinh thần khẩn trương cao độ".
- Ngân hàng Trung ương Nhật Bản được dự báo chỉ tăng lãi suất từ từ.
- Những lần can thiệp trước đây từng khiến tỷ giá dịch chuyển từ ba đến năm yên chỉ trong vài giờ.

## Vì sao điều này quan trọng
Động thái bất ngờ của nhà chức trách có thể đẩy cặp tiền vượt xa biên độ thông thường trong ngày. Khi giá nhảy khoảng trống (gap), lệnh cắt lỗ có thể được khớp ở mức giá kém hơn mức đã đặt.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'DAX hồi phục khi niềm tin doanh nghiệp Đức được cải thiện',
    desc: 'Chỉ số GER40 tăng 0,8% sau khi một khảo sát cho thấy doanh nghiệp lạc quan hơn về những tháng tới.',
    content: `Chỉ số chuẩn của Đức tăng lên khoảng **24.310 điểm** sau khi chỉ số môi trường kinh doanh Ifo tăng mạnh hơn dự báo.

## Chi tiết
- Cổ phiếu công nghiệp và ô tô dẫn đầu đà tăng.
- Các doanh nghiệp cho biết lượng đơn đặt hàng cho quý đầu tiên đã cải thiện.
- Đồng euro mạnh lên đã hạn chế mức tăng của các doanh nghiệp xuất khẩu.

## Giờ giao dịch
GER40 giao dịch trong giờ châu Âu; phiên đấu giá mở cửa lúc 9:00 giờ Frankfurt thường định hướng cho cả ngày.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'Bảng Anh tăng giá sau khi tiền lương tại Anh tăng vượt dự báo',
    desc: 'Đồng bảng Anh tăng so với USD và euro khi thị trường lùi thời điểm kỳ vọng cắt giảm lãi suất.',
    content: `Cặp GBP/USD tăng lên khoảng **1,3420** sau khi số liệu chính thức cho thấy thu nhập bình quân tại Anh tăng nhanh hơn dự báo của các nhà kinh tế.

## Ý nghĩa
- Tiền lương tăng mạnh có thể giữ lạm phát dịch vụ ở mức cao.
- Thị trường tiền tệ hiện đánh giá khả năng Ngân hàng Trung ương Anh cắt giảm lãi suất tại cuộc họp tới thấp hơn.
- Cặp EUR/GBP giảm về gần 0,8700.

## Lưu ý rủi ro
Các số liệu công bố lúc 7:00 giờ London thường gây biến động nhanh và làm chênh lệch giá (spread) nới rộng trong vài phút.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Bài viết này là bình luận thị trường, không phải lời khuyên đầu tư.*`,
  },
  {
    title: 'Ký quỹ và đòn bẩy hoạt động thế nào: hướng dẫn ngắn trước giao dịch đầu tiên',
    desc: 'Ký quỹ là số tiền mà vị thế giữ lại từ số dư của bạn; đòn bẩy quyết định vị thế đó có thể lớn đến đâu.',
    content: `Trước khi mở vị thế, bạn nên hiểu ý nghĩa của các con số trên phiếu lệnh.

## Ký quỹ
Ký quỹ là phần số dư mà một vị thế giữ lại trong suốt thời gian mở. Với đòn bẩy 100 lần, một vị thế trị giá 10.000 USD cần 100 USD ký quỹ.

## Lãi và lỗ
Lãi và lỗ được tính theo toàn bộ quy mô vị thế, không phải theo ký quỹ. Biến động 1% ngược chiều với vị thế 10.000 USD tương đương khoản lỗ 100 USD: toàn bộ số ký quỹ trong ví dụ trên.

## Tự bảo vệ mình
1. Đặt lệnh cắt lỗ cho mọi vị thế.
2. Giao dịch với khối lượng lot nhỏ hơn trong thời gian học hỏi.
3. Theo dõi tỷ lệ rủi ro: khi vốn chủ sở hữu giảm đến mức đóng lệnh bắt buộc (stop-out), các vị thế sẽ tự động bị đóng.

*Giao dịch đòn bẩy có rủi ro thua lỗ cao. Hướng dẫn này là thông tin chung, không phải lời khuyên đầu tư.*`,
  },
];
