import type { LegalSet } from './types.ts';

export const vn: LegalSet = {
  terms: {
    title: 'Điều khoản dịch vụ',
    body: `Các điều khoản này điều chỉnh việc bạn sử dụng ứng dụng và trang web Lotwise ("dịch vụ"). Khi đăng ký, bạn xác nhận đã đọc và chấp nhận các điều khoản này.

## 1. Điều kiện tham gia
Bạn phải từ 18 tuổi trở lên và có năng lực pháp lý để giao kết hợp đồng. Dịch vụ không được cung cấp cho cư dân Triều Tiên, Israel, Trung Quốc, Vanuatu hoặc Cuba, cũng như ở nơi vi phạm pháp luật địa phương.

## 2. Tài khoản của bạn
Giữ bí mật mật khẩu và mã xác minh. Bạn chịu trách nhiệm về mọi hoạt động trên tài khoản của mình. Hãy báo ngay cho chúng tôi nếu bạn nghĩ người khác đã sử dụng tài khoản.

## 3. Giao dịch
Mọi vị thế là hợp đồng chênh lệch trên giá do chúng tôi báo; bạn không sở hữu tài sản cơ sở. Lệnh được khớp ở mức giá có sẵn tại thời điểm thực hiện, có thể khác với giá bạn đã thấy. Chúng tôi có thể từ chối lệnh, đóng vị thế khi ký quỹ giảm đến mức dừng lỗ bắt buộc, và tạm ngừng giao dịch một sản phẩm khi thị trường đóng cửa hoặc giá không đáng tin cậy.

## 4. Nạp và rút tiền
Tiền phải đến từ và quay về tài khoản đứng tên bạn. Trước khi xử lý thanh toán, chúng tôi có thể yêu cầu chứng minh danh tính và nguồn gốc tiền.

## 5. Sử dụng công bằng
Bạn không được lợi dụng lỗi giá, dùng công cụ tự động làm quá tải dịch vụ hoặc sử dụng dịch vụ để rửa tiền hay cho mục đích bất hợp pháp. Chúng tôi có thể đình chỉ các tài khoản vi phạm.

## 6. Trách nhiệm
Dịch vụ được cung cấp theo hiện trạng. Chúng tôi không chịu trách nhiệm về tổn thất do biến động thị trường, sự kiện ngoài tầm kiểm soát hoặc quyết định của chính bạn.

## 7. Thay đổi
Chúng tôi có thể cập nhật các điều khoản này. Phiên bản mới được hiển thị trong ứng dụng kèm ngày; tiếp tục sử dụng dịch vụ sau đó nghĩa là bạn chấp nhận.`,
  },
  privacy: {
    title: 'Chính sách quyền riêng tư',
    body: `Chính sách này giải thích Lotwise thu thập dữ liệu cá nhân nào, vì sao, và bạn có những quyền gì.

## Dữ liệu chúng tôi thu thập
- Dữ liệu tài khoản: email hoặc số điện thoại, mật khẩu (chỉ lưu dưới dạng băm an toàn) và mã mời.
- Dữ liệu danh tính bạn gửi để xác minh: họ tên, số CMND/CCCD hoặc hộ chiếu và ảnh giấy tờ.
- Dữ liệu giao dịch và thanh toán: lệnh, số dư, nạp và rút tiền.
- Dữ liệu kỹ thuật: địa chỉ IP, loại thiết bị và trình duyệt, ngôn ngữ và nhật ký sự kiện bảo mật.

## Mục đích sử dụng
Chúng tôi dùng dữ liệu để vận hành tài khoản và thực hiện lệnh, xác minh danh tính và ngăn chặn gian lận, rửa tiền, bảo đảm an toàn dịch vụ và thực hiện nghĩa vụ pháp lý, kế toán. Chúng tôi không bán dữ liệu của bạn.

## Chia sẻ
Chúng tôi chỉ chia sẻ dữ liệu với các nhà cung cấp thanh toán và xác minh làm việc thay chúng tôi, kiểm toán viên và cố vấn, và cơ quan chức năng khi pháp luật yêu cầu.

## Lưu giữ
Hồ sơ tài khoản, danh tính và giao dịch được lưu trong thời hạn luật định sau khi đóng tài khoản (thường là năm năm); nhật ký kỹ thuật được lưu ngắn hơn.

## Quyền của bạn
Bạn có thể yêu cầu bản sao dữ liệu, yêu cầu sửa và, khi pháp luật cho phép, yêu cầu xóa hoặc hạn chế sử dụng. Hãy viết thư đến email khiếu nại hiển thị trong trung tâm người dùng.

## Bảo mật
Kết nối được mã hóa, mật khẩu được băm và quyền truy cập dữ liệu cá nhân chỉ dành cho nhân viên cần thiết.`,
  },
  risk: {
    title: 'Công bố rủi ro',
    body: `Giao dịch hợp đồng chênh lệch có đòn bẩy có rủi ro cao và không phù hợp với tất cả mọi người. Hãy đọc công bố này trước khi giao dịch.

## Đòn bẩy khuếch đại thua lỗ
Với đòn bẩy, một biến động giá nhỏ cũng ảnh hưởng lớn đến tài khoản. Ở đòn bẩy 100 lần, giá đi ngược 1% sẽ gây lỗ bằng toàn bộ số tiền ký quỹ.

## Bạn có thể mất toàn bộ số tiền đã nạp
Vị thế sẽ tự động bị đóng khi mức ký quỹ giảm đến mức dừng lỗ bắt buộc, và thua lỗ có thể xảy ra rất nhanh. Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất.

## Giá có thể biến động nhanh
Thị trường có thể mở cửa với khoảng trống giá, phản ứng mạnh sau tin tức hoặc thiếu thanh khoản. Lệnh dừng lỗ hạn chế thua lỗ trong điều kiện bình thường nhưng có thể khớp ở giá xấu hơn mức bạn đặt.

## Chi phí
Mỗi lệnh đều trả phí giao dịch, và chênh lệch giữa giá mua và giá bán cũng là chi phí. Giao dịch thường xuyên làm tăng chi phí.

## Không phải lời khuyên
Tin tức, bảng xếp hạng và kết quả của nhà giao dịch khác trong ứng dụng chỉ mang tính thông tin, không phải lời khuyên đầu tư; kết quả trong quá khứ không dự báo kết quả tương lai.

## Tài khoản demo
Kết quả trên tài khoản demo không có áp lực tâm lý của tiền thật và có thể không lặp lại trên tài khoản thật.

Nếu bạn không hiểu những rủi ro này, hãy tìm tư vấn độc lập trước khi giao dịch.`,
  },
};
