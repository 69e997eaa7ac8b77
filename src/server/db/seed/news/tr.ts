import type { NewsTexts } from './types.ts';

// The seed articles in Turkish, in the order of articles.ts.
export const tr: NewsTexts = [
  {
    title: 'EUR/USD, ABD enflasyon verisi öncesinde 1,17 civarında tutunuyor',
    desc: 'Piyasalar Fed ve ECB’nin sonraki adımlarını fiyatlarken euro, dolar karşısında dar bir bantta hareket etti.',
    content: `Euro pazartesi günü dolar karşısında **1,1680** civarında dar bir bantta işlem gördü; yatırımcılar bu hafta açıklanacak ABD tüketici fiyatları verisi öncesinde pozisyonlarını küçük tuttu.

## Pariteyi ne hareket ettirdi
- Zayıf imalat anketlerinin ardından ABD Hazine tahvili getirileri hafifçe geriledi.
- Avrupa Merkez Bankası yetkililerinin açıklamaları, faizlerde uzun bir bekleme dönemine işaret etti.
- Portföy yöneticilerinin ay sonu akışları kısa süreli oynaklık artışlarına yol açtı.

## Nelere dikkat etmeli
Beklentinin üzerinde bir enflasyon verisi doları destekleyebilir; zayıf bir veri ise pariteyi geçen ay görülen 1,1750 bölgesine doğru itebilir.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'Altın, dalgalı bir haftanın ardından 4.000 doların üzerinde dengelendi',
    desc: 'Merkez bankalarının alımları ve zayıflayan dolar kâr satışlarını dengeleyince altın kayıplarının bir kısmını geri aldı.',
    content: `Spot altın ons başına **4.050 dolar** civarında işlem gördü; yatırımcıların yılbaşından bu yana süren yükselişin kârlarını realize ettiği hafta başındaki sert düşüşün ardından toparlandı.

## Etkenler
- Sektör verilerine göre merkez bankaları altın rezervlerini artırmayı sürdürdü.
- Zayıflayan dolar, başka para birimleriyle alım yapanlar için altını ucuzlattı.
- Fiyatlar gerilerken Asya’da fiziki talep canlandı.

## Seviyeler
Yatırımcılar 3.980 doları kısa vadeli destek, 4.120 doları ise direnç olarak izliyor. Tek seansta 50 dolarlık dalgalanmalar sıradan hale geldi; bu yüzden pozisyon büyüklüğü ve zarar durdur seviyeleri önem taşıyor.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'ETF girişleri yavaşlarken Bitcoin 104.000 dolar civarında dalgalanıyor',
    desc: 'Spot fonlara girişlerin soğumasıyla en büyük kripto para bir gün içinde yüzde 4’ten fazla hareket etti.',
    content: `Bitcoin son 24 saatte **101.800 ile 106.200 dolar** arasında işlem gördü; bu, ayın en geniş aralıklarından biri.

## Neden hareket etti
- ABD’deki spot bitcoin fonlarına net girişler üçüncü gün de yavaşladı.
- Büyük yatırımcılar coinlerini borsalara taşıdı; bu, bazılarının satışa hazırlandığına işaret ediyor.
- Ether ve diğer büyük tokenlar bitcoinin yönünü daha sert hareketlerle izledi.

## Risk hatırlatması
Kripto piyasaları hafta sonları dahil günün her saati açıktır ve fiyatlarda sert boşluklar oluşabilir. Kaldıraçla yüzde 5’lik bir hareket, bir pozisyonun teminatının büyük bölümünü silebilir.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'OPEC+ gelecek yıla kadar istikrarlı arz sinyali verince petrol geriledi',
    desc: 'Üreticilerin ek üretim kesintisine gitmeyeceğini belirtmesiyle WTI ham petrolün varili 62 dolara doğru düştü.',
    content: `OPEC+ delegelerinin grubun arzı ilk çeyreğe kadar sabit tutmayı planladığını söylemesinin ardından ABD ham petrolü (WTI) varil başına yaklaşık **62,30 dolara**, Brent ise yaklaşık **65,80 dolara** geriledi.

## Arka plan
- ABD’de stoklar üst üste ikinci hafta arttı.
- Kış bakım dönemleri bitene kadar rafineri talebi mevsimsel olarak düşük seyrediyor.
- Yatırımcılar Çin’in yakıt ithalatındaki yavaşlayan artışı da değerlendirdi.

## Görünüm
Enerji fiyatları beklenmedik haberlere sert tepki verebilir. Çarşamba günleri açıklanan haftalık stok verileri sık sık kısa ve sert hareketlere yol açar.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'Çip üreticilerinin öncülüğünde Nasdaq 100 rekor kırdı',
    desc: 'Yarı iletken şirketlerinin güçlü sonuçlarının ardından teknoloji hisseleri yükselişini sürdürdü.',
    content: `Nasdaq 100 endeksi, yarı iletken ve bulut yazılım şirketlerinin öncülüğünde **25.480 puan** civarında rekor seviyeden kapandı.

## Öne çıkanlar
- Veri merkezi talebiyle çeyreklik gelirleri tahminleri aşan çip üreticilerinin hisseleri yükseldi.
- S&P 500 yüzde 0,4 değer kazanırken Dow Jones yatay seyretti.
- Oynaklık göstergeleri düşük kaldı; ancak büyük teknoloji hisselerindeki opsiyon işlemleri arttı.

## Endeks yatırımcıları için not
ABD endeks piyasaları New York saatiyle 9.30’da açılır; normal seans dışında fiyatlar düşük hacimle hareket edebilir.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'Yen dolar karşısında 155’i aştı, piyasa müdahale ihtimalini izliyor',
    desc: 'Japon yetkililer kurdaki hareketleri yakından takip ettiklerini yineledi.',
    content: `ABD ile Japonya arasındaki faiz farkı yüksek kalırken dolar birkaç haftadır ilk kez **155 yenin** üzerine çıktı.

## Öne çıkan noktalar
- Japonya Maliye Bakanlığı piyasayı “yüksek bir aciliyet duygusuyla” izlediğini açıkladı.
- Japonya Merkez Bankası’nın faizleri ancak kademeli olarak artırması bekleniyor.
- Geçmişteki müdahaleler birkaç saat içinde üç ila beş yenlik hareketlere yol açmıştı.

## Neden önemli
Yetkililerin ani bir adımı pariteyi olağan günlük aralıkların çok ötesine taşıyabilir. Piyasada fiyat boşluğu oluştuğunda zarar durdur emirleri belirlenen fiyattan daha kötü bir fiyattan gerçekleşebilir.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'Alman iş dünyasında güvenin artmasıyla DAX toparlandı',
    desc: 'Şirketlerin önümüzdeki aylara daha iyimser baktığını gösteren anketin ardından GER40 endeksi yüzde 0,8 yükseldi.',
    content: `Ifo iş iklimi endeksinin beklenenden fazla yükselmesinin ardından Almanya’nın gösterge endeksi yaklaşık **24.310 puana** çıktı.

## Ayrıntılar
- Yükselişe sanayi ve otomotiv hisseleri öncülük etti.
- Şirketler ilk çeyrek için sipariş defterlerinin iyileştiğini bildirdi.
- Güçlenen euro ihracatçıların kazançlarını sınırladı.

## İşlem saatleri
GER40 Avrupa saatlerinde işlem görür; Frankfurt saatiyle 9.00’daki açılış seansı çoğu zaman günün yönünü belirler.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'İngiltere’de ücret artışı tahminleri aşınca sterlin güçlendi',
    desc: 'Piyasalar faiz indirimi beklentilerini ötelerken sterlin dolar ve euro karşısında değer kazandı.',
    content: `Resmî veriler Birleşik Krallık’ta ortalama kazançların ekonomistlerin beklediğinden hızlı arttığını gösterince GBP/USD yaklaşık **1,3420**’ye yükseldi.

## Ne anlama geliyor
- Güçlü ücret artışı hizmet enflasyonunu yüksek tutabilir.
- Para piyasaları artık İngiltere Merkez Bankası’nın bir sonraki toplantıda faiz indirme ihtimalini daha düşük görüyor.
- EUR/GBP 0,8700’e doğru geriledi.

## Risk hatırlatması
Londra saatiyle 7.00’de açıklanan veriler sık sık hızlı hareketlere ve birkaç dakika boyunca makasların açılmasına neden olur.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu not bir piyasa yorumudur, yatırım tavsiyesi değildir.*`,
  },
  {
    title: 'Teminat ve kaldıraç nasıl işler: İlk işleminizden önce kısa bir rehber',
    desc: 'Teminat, pozisyonunuzun bakiyenizden ayırdığı tutardır; kaldıraç ise bu pozisyonun ne kadar büyük olabileceğini belirler.',
    content: `Bir pozisyon açmadan önce emir ekranındaki rakamların ne anlama geldiğini bilmek işinize yarar.

## Teminat
Teminat, bir pozisyonun açık kaldığı sürece bakiyenizden bloke ettiği kısımdır. 100 kat kaldıraçla 10.000 dolarlık bir pozisyon 100 dolar teminat bloke eder.

## Kâr ve zarar
Kâr ve zarar teminata göre değil, pozisyonun tam büyüklüğüne göre oluşur. 10.000 dolarlık bir pozisyonun aleyhine yüzde 1’lik bir hareket 100 dolar zarar demektir; yukarıdaki örnekte teminatın tamamı.

## Kendinizi korumak için
1. Her pozisyona bir zarar durdur emri koyun.
2. Öğrenirken daha küçük lotlarla işlem yapın.
3. Risk oranınızı takip edin: özkaynak zorunlu kapatma (stop-out) seviyesine düştüğünde pozisyonlar otomatik olarak kapatılır.

*Kaldıraçlı işlemler yüksek kayıp riski taşır. Bu rehber genel bilgi niteliğindedir, yatırım tavsiyesi değildir.*`,
  },
];
