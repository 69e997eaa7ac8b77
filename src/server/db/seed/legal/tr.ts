import type { LegalSet } from './types.ts';

export const tr: LegalSet = {
  terms: {
    title: 'Hizmet koşulları',
    body: `Bu koşullar Lotwise uygulamasını ve web sitesini ("hizmet") kullanımınızı düzenler. Kayıt olarak bunları okuduğunuzu ve kabul ettiğinizi onaylarsınız.

## 1. Uygunluk
En az 18 yaşında olmalı ve sözleşme yapma ehliyetine sahip olmalısınız. Hizmet Kuzey Kore, İsrail, Çin, Vanuatu ve Küba'da yaşayanlara ve yerel yasaya aykırı olacağı yerlerde sunulmaz.

## 2. Hesabınız
Şifrenizi ve doğrulama kodlarınızı gizli tutun. Hesabınızla yapılan her işlemden siz sorumlusunuz. Başka birinin hesabınızı kullandığını düşünüyorsanız bize hemen bildirin.

## 3. İşlemler
Tüm pozisyonlar, verdiğimiz fiyatlar üzerinden fark sözleşmeleridir; dayanak varlığa hiçbir zaman sahip olmazsınız. Emirler, gerçekleştiği anda geçerli fiyattan gerçekleşir ve bu fiyat gördüğünüzden farklı olabilir. Bir emri reddedebilir, teminatınız stop-out seviyesine düştüğünde pozisyonları kapatabilir ve piyasası kapalıyken ya da fiyatları güvenilir değilken bir enstrümanda işlemleri durdurabiliriz.

## 4. Para yatırma ve çekme
Fonlar kendi adınıza olan hesaplardan gelmeli ve bu hesaplara dönmelidir. Bir ödemeyi işlemeden önce kimliğinizi ve fonların kaynağını kanıtlamanızı isteyebiliriz.

## 5. Adil kullanım
Fiyat hatalarından yararlanmamalı, hizmeti otomatik araçlarla aşırı yüklememeli ve kara para aklama ya da herhangi bir yasa dışı amaç için kullanmamalısınız. Bunu yapan hesapları askıya alabiliriz.

## 6. Sorumluluk
Hizmet olduğu gibi sunulur. Piyasa hareketlerinden, kontrolümüz dışındaki olaylardan veya kendi kararlarınızdan doğan kayıplardan sorumlu değiliz.

## 7. Değişiklikler
Bu koşulları güncelleyebiliriz. Yeni sürüm tarihiyle birlikte uygulamada gösterilir; ardından hizmeti kullanmaya devam etmeniz onu kabul ettiğiniz anlamına gelir.`,
  },
  privacy: {
    title: 'Gizlilik politikası',
    body: `Bu politika Lotwise'ın hangi kişisel verileri neden topladığını ve haklarınızı açıklar.

## Topladığımız veriler
- Hesap verileri: e-posta adresi veya telefon numarası, şifre (yalnızca güvenli bir özet olarak saklanır) ve davet kodu.
- Doğrulama için gönderdiğiniz kimlik verileri: ad, kimlik veya pasaport numarası ve belgenin fotoğrafları.
- İşlem ve ödeme verileri: emirler, bakiyeler, yatırma ve çekme işlemleri.
- Teknik veriler: IP adresi, cihaz ve tarayıcı türü, dil ve güvenlik olayı kayıtları.

## Neden kullanıyoruz
Verilerinizi hesabınızı yürütmek ve emirlerinizi gerçekleştirmek, kimliğinizi doğrulamak ve dolandırıcılık ile kara para aklamayı önlemek, hizmeti güvende tutmak ve yasal ve muhasebe yükümlülüklerimizi yerine getirmek için kullanırız. Verilerinizi satmayız.

## Paylaşım
Verileri yalnızca bizim adımıza çalışan ödeme ve doğrulama sağlayıcılarıyla, denetçi ve danışmanlarla ve yasa gerektirdiğinde yetkililerle paylaşırız.

## Saklama
Hesap, kimlik ve işlem kayıtlarını hesabınız kapandıktan sonra yasanın gerektirdiği süre boyunca (genellikle beş yıl), teknik kayıtları daha kısa süre saklarız.

## Haklarınız
Verilerinizin bir kopyasını, düzeltilmesini ve yasanın izin verdiği durumlarda silinmesini veya kullanımının sınırlandırılmasını isteyebilirsiniz. Kullanıcı merkezinde gösterilen şikâyet e-postasına yazın.

## Güvenlik
Bağlantılar şifrelenir, şifreler özet olarak saklanır ve kişisel verilere yalnızca ihtiyacı olan personel erişebilir.`,
  },
  risk: {
    title: 'Risk bildirimi',
    body: `Kaldıraçlı fark sözleşmesi işlemleri yüksek risklidir ve herkes için uygun değildir. İşlem yapmadan önce bu bildirimi okuyun.

## Kaldıraç kayıpları büyütür
Kaldıraçla küçük bir fiyat hareketi hesabınızı büyük ölçüde etkiler. 100 kat kaldıraçta aleyhinize %1'lik bir hareket, teminatınızın tamamı kadar kayba yol açar.

## Yatırdığınız paranın tamamını kaybedebilirsiniz
Teminat seviyeniz stop-out seviyesine düştüğünde pozisyonlar otomatik olarak kapatılır ve kayıplar hızla gerçekleşebilir. Yalnızca kaybetmeyi göze alabileceğiniz parayla işlem yapın.

## Fiyatlar hızlı değişebilir
Piyasalar açılışta, haberlerden sonra veya düşük likidite dönemlerinde boşluklu hareket edebilir. Zarar durdur emri normal koşullarda kayıpları sınırlar, ancak belirlediğinizden daha kötü bir fiyattan gerçekleşebilir.

## Maliyetler
Her emir bir işlem ücreti öder; alış ve satış fiyatları arasındaki fark da bir maliyettir. Sık işlem yapmak bu maliyetleri artırır.

## Tavsiye değildir
Uygulamadaki haberler, sıralamalar ve diğer yatırımcıların sonuçları yalnızca bilgi amaçlıdır. Yatırım tavsiyesi değildir ve geçmiş sonuçlar gelecek sonuçları göstermez.

## Demo hesaplar
Demo hesaptaki sonuçlar gerçek paranın yarattığı duygusal baskıyı içermez ve gerçek bir hesapta tekrarlanamayabilir.

Bu riskleri anlamıyorsanız işlem yapmadan önce bağımsız bir danışmana başvurun.`,
  },
};
