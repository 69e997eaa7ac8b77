import type { NewsTexts } from './types.ts';

// The seed articles in Indonesian, in the order of articles.ts.
export const id: NewsTexts = [
  {
    title: 'EUR/USD bertahan di dekat 1,17 menjelang data inflasi AS',
    desc: 'Euro bergerak dalam kisaran sempit terhadap dolar sementara pasar memperhitungkan langkah The Fed dan ECB berikutnya.',
    content: `Euro diperdagangkan dalam rentang sempit di sekitar **1,1680** terhadap dolar AS pada Senin, karena para trader menjaga posisi tetap kecil menjelang rilis data harga konsumen AS pekan ini.

## Penggerak pasangan mata uang
- Imbal hasil US Treasury sedikit turun setelah survei manufaktur yang lebih lemah.
- Pernyataan pejabat Bank Sentral Eropa mengisyaratkan jeda panjang dalam perubahan suku bunga.
- Arus akhir bulan dari manajer portofolio memicu lonjakan volatilitas singkat.

## Yang perlu dicermati
Inflasi yang lebih tinggi dari perkiraan akan menopang dolar, sedangkan angka yang lebih lunak dapat mendorong pasangan ini ke area 1,1750 yang tercapai bulan lalu.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'Emas stabil di atas US$4.000 setelah sepekan penuh gejolak',
    desc: 'Logam mulia memulihkan sebagian kerugiannya karena pembelian bank sentral dan dolar yang melemah mengimbangi aksi ambil untung.',
    content: `Emas spot diperdagangkan di sekitar **US$4.050 per ons**, pulih setelah anjlok tajam di awal pekan ketika investor merealisasikan keuntungan dari reli sepanjang tahun ini.

## Faktor pendorong
- Bank sentral terus menambah cadangan emas, menurut data industri.
- Dolar yang melemah membuat emas lebih murah bagi pembeli yang memegang mata uang lain.
- Permintaan fisik di Asia meningkat seiring turunnya harga.

## Level penting
Trader mencermati US$3.980 sebagai support jangka pendek dan US$4.120 sebagai resistance. Pergerakan US$50 dalam satu sesi sudah sering terjadi, sehingga ukuran posisi dan level stop-loss sangat penting.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'Bitcoin bergejolak di kisaran US$104.000 seiring melambatnya arus dana ETF',
    desc: 'Mata uang kripto terbesar bergerak lebih dari 4% dalam sehari karena aliran dana ke reksa dana spot mendingin.',
    content: `Bitcoin diperdagangkan antara **US$101.800 dan US$106.200** dalam 24 jam terakhir, salah satu rentang terlebar bulan ini.

## Penyebab pergerakan
- Arus masuk bersih ke reksa dana bitcoin spot AS melambat untuk hari ketiga.
- Pemegang besar memindahkan koin ke bursa, tanda sebagian bersiap menjual.
- Ether dan token besar lainnya mengikuti arah bitcoin dengan pergerakan yang lebih besar.

## Pengingat risiko
Pasar kripto buka 24 jam, termasuk akhir pekan, dan harga bisa melompat tajam (gap). Dengan leverage, pergerakan 5% dapat menghapus sebagian besar margin sebuah posisi.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'Minyak melemah setelah OPEC+ mengisyaratkan pasokan stabil hingga tahun depan',
    desc: 'Minyak mentah WTI turun mendekati US$62 per barel setelah produsen mengindikasikan tidak ada pemangkasan produksi lanjutan.',
    content: `Minyak mentah AS (WTI) turun ke sekitar **US$62,30 per barel** dan Brent ke sekitar **US$65,80** setelah delegasi OPEC+ menyatakan kelompok itu berencana menjaga pasokan tetap stabil hingga kuartal pertama.

## Latar belakang
- Persediaan di Amerika Serikat naik untuk pekan kedua.
- Permintaan kilang secara musiman lebih rendah sebelum perawatan musim dingin selesai.
- Trader juga menimbang pertumbuhan impor bahan bakar Tiongkok yang melambat.

## Prospek
Harga energi bisa bereaksi keras terhadap berita tak terduga. Laporan persediaan mingguan setiap Rabu kerap memicu pergerakan singkat yang tajam.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'Nasdaq 100 cetak rekor dipimpin saham produsen cip',
    desc: 'Saham teknologi melanjutkan penguatan setelah hasil kuat dari perusahaan semikonduktor.',
    content: `Indeks Nasdaq 100 ditutup di dekat **25.480 poin**, level tertinggi sepanjang masa, dipimpin saham semikonduktor dan perangkat lunak cloud.

## Sorotan
- Saham produsen cip naik setelah pendapatan kuartalan melampaui perkiraan berkat permintaan pusat data.
- S&P 500 naik 0,4%, sementara Dow Jones nyaris tidak berubah.
- Indikator volatilitas tetap rendah, meski aktivitas opsi pada saham teknologi besar meningkat.

## Catatan bagi trader indeks
Pasar indeks AS dibuka pukul 09.30 waktu New York; di luar jam reguler, harga bisa bergerak dengan volume tipis.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'Yen melemah melewati 155 per dolar, pasar mewaspadai intervensi',
    desc: 'Pejabat Jepang kembali menegaskan bahwa mereka mengawasi pergerakan mata uang dengan cermat.',
    content: `Dolar naik di atas **155 yen** untuk pertama kalinya dalam beberapa pekan karena selisih suku bunga AS dan Jepang tetap lebar.

## Poin penting
- Kementerian Keuangan Jepang menyatakan terus memantau pasar "dengan rasa urgensi yang tinggi".
- Bank of Japan diperkirakan hanya akan menaikkan suku bunga secara bertahap.
- Intervensi sebelumnya menggerakkan pasangan ini tiga hingga lima yen dalam hitungan jam.

## Mengapa penting
Tindakan resmi yang mendadak dapat menggerakkan pasangan ini jauh melampaui kisaran harian normal. Saat harga gap, order stop-loss bisa tereksekusi di harga yang lebih buruk dari yang ditetapkan.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'DAX pulih seiring membaiknya kepercayaan bisnis Jerman',
    desc: 'Indeks GER40 naik 0,8% setelah survei menunjukkan perusahaan lebih optimistis terhadap beberapa bulan ke depan.',
    content: `Indeks acuan Jerman naik ke sekitar **24.310 poin** setelah indeks iklim bisnis Ifo naik lebih tinggi dari perkiraan.

## Rincian
- Saham industri dan otomotif memimpin kenaikan.
- Perusahaan melaporkan buku pesanan yang lebih baik untuk kuartal pertama.
- Euro yang menguat membatasi kenaikan saham eksportir.

## Jam perdagangan
GER40 diperdagangkan pada jam Eropa; lelang pembukaan pukul 09.00 waktu Frankfurt sering menentukan arah hari itu.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'Pound menguat setelah kenaikan upah Inggris melampaui perkiraan',
    desc: 'Sterling naik terhadap dolar dan euro karena pasar menunda ekspektasi pemangkasan suku bunga.',
    content: `GBP/USD naik ke sekitar **1,3420** setelah data resmi menunjukkan rata-rata pendapatan di Inggris tumbuh lebih cepat dari perkiraan para ekonom.

## Artinya
- Pertumbuhan upah yang kuat dapat menjaga inflasi sektor jasa tetap tinggi.
- Pasar uang kini melihat peluang yang lebih kecil bagi Bank of England untuk memangkas suku bunga pada rapat berikutnya.
- EUR/GBP turun mendekati 0,8700.

## Pengingat risiko
Rilis data pukul 07.00 waktu London sering memicu pergerakan cepat dan spread yang melebar selama beberapa menit.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Catatan ini adalah komentar pasar, bukan saran investasi.*`,
  },
  {
    title: 'Cara kerja margin dan leverage: panduan singkat sebelum transaksi pertama Anda',
    desc: 'Margin adalah jumlah yang ditahan posisi dari saldo Anda; leverage menentukan seberapa besar posisi itu bisa dibuka.',
    content: `Sebelum membuka posisi, ada baiknya memahami arti angka-angka pada formulir order.

## Margin
Margin adalah bagian saldo yang ditahan oleh sebuah posisi selama posisi itu terbuka. Dengan leverage 100x, posisi senilai US$10.000 menahan margin sebesar US$100.

## Untung dan rugi
Untung dan rugi mengikuti ukuran penuh posisi, bukan marginnya. Pergerakan 1% yang berlawanan dengan posisi senilai US$10.000 berarti rugi US$100: seluruh margin pada contoh di atas.

## Melindungi diri
1. Pasang stop-loss pada setiap posisi.
2. Gunakan lot yang lebih kecil selama masih belajar.
3. Pantau rasio risiko Anda: ketika ekuitas turun ke level stop-out, posisi akan ditutup secara otomatis.

*Trading dengan leverage memiliki risiko kerugian yang tinggi. Panduan ini adalah informasi umum, bukan saran investasi.*`,
  },
];
