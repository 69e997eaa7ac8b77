import type { NewsTexts } from './types.ts';

// The seed articles in Malay (Bahasa Melayu), in the order of articles.ts.
export const my: NewsTexts = [
  {
    title: 'EUR/USD kekal hampir 1.17 sementara pedagang menanti data inflasi AS',
    desc: 'Euro bergerak dalam julat sempit berbanding dolar ketika pasaran menilai langkah seterusnya Fed dan ECB.',
    content: `Euro didagangkan dalam julat sempit sekitar **1.1680** berbanding dolar AS pada hari Isnin, dengan pedagang mengekalkan kedudukan kecil menjelang data harga pengguna AS minggu ini.

## Apa yang menggerakkan pasangan ini
- Hasil bon Perbendaharaan AS menurun sedikit selepas tinjauan pembuatan yang lebih lemah.
- Kenyataan pegawai Bank Pusat Eropah membayangkan kadar faedah tidak akan diubah untuk tempoh yang lama.
- Aliran dana akhir bulan daripada pengurus portfolio mencetuskan lonjakan kemeruapan yang singkat.

## Apa yang perlu diperhatikan
Bacaan inflasi yang lebih tinggi daripada jangkaan akan menyokong dolar, manakala angka yang lemah boleh menolak pasangan ini ke arah paras 1.1750 yang dicapai bulan lalu.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'Emas stabil di atas AS$4,000 selepas seminggu yang bergelora',
    desc: 'Logam berharga itu memulihkan sebahagian kerugian apabila pembelian bank pusat dan dolar yang lebih lemah mengimbangi aktiviti ambil untung.',
    content: `Emas spot didagangkan sekitar **AS$4,050 seauns**, pulih selepas jatuh mendadak awal minggu ketika pelabur mengunci keuntungan daripada kenaikan sepanjang tahun ini.

## Faktor pendorong
- Bank pusat terus menambah emas dalam rizab mereka, menurut data industri.
- Dolar yang lebih lemah menjadikan emas lebih murah bagi pembeli yang memegang mata wang lain.
- Permintaan fizikal di Asia meningkat apabila harga turun.

## Paras penting
Pedagang memerhatikan AS$3,980 sebagai paras sokongan jangka pendek dan AS$4,120 sebagai paras rintangan. Ayunan AS$50 dalam satu sesi sudah menjadi kebiasaan, jadi saiz kedudukan dan paras henti rugi amat penting.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'Bitcoin berayun sekitar AS$104,000 apabila aliran masuk ETF perlahan',
    desc: 'Mata wang kripto terbesar bergerak lebih 4% dalam sehari apabila aliran masuk ke dana spot menyejuk.',
    content: `Bitcoin didagangkan antara **AS$101,800 dan AS$106,200** dalam tempoh 24 jam yang lalu, antara julat paling luas bulan ini.

## Mengapa ia bergerak
- Aliran masuk bersih ke dana bitcoin spot AS perlahan untuk hari ketiga.
- Pemegang besar memindahkan syiling ke bursa, petanda sebahagian daripada mereka bersedia untuk menjual.
- Ether dan token besar lain mengikut arah bitcoin dengan pergerakan yang lebih besar.

## Peringatan risiko
Pasaran kripto berdagang sepanjang masa, termasuk hujung minggu, dan harga boleh melompat secara mendadak. Dengan leveraj, pergerakan 5% boleh menghapuskan sebahagian besar margin sesuatu kedudukan.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'Minyak susut apabila OPEC+ memberi isyarat bekalan stabil hingga tahun depan',
    desc: 'Minyak mentah WTI jatuh ke arah AS$62 setong selepas pengeluar membayangkan tiada lagi pemotongan pengeluaran.',
    content: `Minyak mentah AS (WTI) menurun ke sekitar **AS$62.30 setong** dan Brent ke kira-kira **AS$65.80** selepas perwakilan OPEC+ berkata kumpulan itu merancang untuk mengekalkan bekalan yang stabil hingga suku pertama.

## Latar belakang
- Inventori di Amerika Syarikat meningkat untuk minggu kedua.
- Permintaan kilang penapisan lebih rendah mengikut musim sebelum kerja penyelenggaraan musim sejuk selesai.
- Pedagang turut menilai pertumbuhan import bahan api China yang semakin perlahan.

## Tinjauan
Harga tenaga boleh bertindak balas dengan kuat terhadap berita yang tidak dijangka. Laporan inventori mingguan setiap hari Rabu sering membawa pergerakan yang singkat dan tajam.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'Nasdaq 100 mencatat paras tertinggi baharu diterajui pembuat cip',
    desc: 'Saham teknologi melanjutkan kenaikan selepas keputusan kukuh syarikat semikonduktor.',
    content: `Indeks Nasdaq 100 ditutup hampir **25,480 mata**, paras tertinggi sepanjang masa, diterajui syarikat semikonduktor dan perisian awan.

## Sorotan
- Saham pembuat cip meningkat selepas hasil suku tahunan mengatasi ramalan hasil permintaan pusat data.
- S&P 500 naik 0.4%, manakala Dow Jones hampir tidak berubah.
- Penunjuk kemeruapan kekal rendah, walaupun aktiviti opsyen bagi saham teknologi besar meningkat.

## Nota untuk pedagang indeks
Pasaran indeks AS dibuka pada 9:30 pagi waktu New York; di luar waktu biasa, harga boleh bergerak dengan dagangan yang nipis.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'Yen melemah melepasi 155 sedolar, pedagang berjaga-jaga terhadap campur tangan',
    desc: 'Pegawai Jepun mengulangi bahawa mereka memantau pergerakan mata wang dengan teliti.',
    content: `Dolar naik melepasi **155 yen** buat kali pertama dalam beberapa minggu kerana jurang kadar faedah antara AS dan Jepun kekal luas.

## Perkara utama
- Kementerian Kewangan Jepun berkata ia memantau pasaran "dengan rasa mendesak yang tinggi".
- Bank of Japan dijangka menaikkan kadar faedah secara beransur-ansur sahaja.
- Campur tangan sebelum ini telah menggerakkan pasangan ini tiga hingga lima yen dalam beberapa jam.

## Mengapa ia penting
Tindakan rasmi secara mengejut boleh menggerakkan pasangan ini jauh melebihi julat harian biasa. Apabila harga melompat (gap), pesanan henti rugi mungkin dilaksanakan pada harga yang lebih buruk daripada yang ditetapkan.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'DAX pulih apabila keyakinan perniagaan Jerman bertambah baik',
    desc: 'Indeks GER40 naik 0.8% selepas tinjauan menunjukkan syarikat lebih optimis tentang bulan-bulan mendatang.',
    content: `Indeks penanda aras Jerman naik ke kira-kira **24,310 mata** selepas indeks iklim perniagaan Ifo meningkat lebih daripada jangkaan.

## Butiran
- Saham perindustrian dan automotif menerajui kenaikan.
- Syarikat melaporkan buku pesanan yang lebih baik untuk suku pertama.
- Euro yang lebih kukuh mengehadkan kenaikan saham pengeksport.

## Waktu dagangan
GER40 didagangkan pada waktu Eropah; lelongan pembukaan pada 9:00 pagi waktu Frankfurt sering menentukan hala tuju hari itu.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'Paun mengukuh selepas pertumbuhan gaji UK mengatasi ramalan',
    desc: 'Sterling naik berbanding dolar dan euro apabila pasaran menangguhkan jangkaan pemotongan kadar faedah.',
    content: `GBP/USD naik ke sekitar **1.3420** selepas data rasmi menunjukkan pendapatan purata di United Kingdom berkembang lebih pantas daripada jangkaan ahli ekonomi.

## Apa maksudnya
- Pertumbuhan gaji yang kukuh boleh mengekalkan inflasi sektor perkhidmatan pada paras tinggi.
- Pasaran wang kini melihat peluang yang lebih kecil untuk Bank of England memotong kadar pada mesyuarat seterusnya.
- EUR/GBP jatuh ke arah 0.8700.

## Peringatan risiko
Data yang diumumkan pada 7:00 pagi waktu London sering menyebabkan pergerakan pantas dan spread yang lebih luas selama beberapa minit.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Nota ini ialah ulasan pasaran, bukan nasihat pelaburan.*`,
  },
  {
    title: 'Cara margin dan leveraj berfungsi: panduan ringkas sebelum dagangan pertama anda',
    desc: 'Margin ialah jumlah yang ditahan oleh kedudukan anda daripada baki; leveraj menentukan sebesar mana kedudukan itu boleh dibuka.',
    content: `Sebelum membuka kedudukan, ada baiknya anda memahami maksud angka pada borang pesanan.

## Margin
Margin ialah bahagian baki anda yang ditahan oleh sesuatu kedudukan selagi ia terbuka. Dengan leveraj 100x, kedudukan bernilai AS$10,000 menahan margin sebanyak AS$100.

## Untung dan rugi
Untung dan rugi mengikut saiz penuh kedudukan, bukan margin. Pergerakan 1% yang menentang kedudukan bernilai AS$10,000 bermakna kerugian AS$100: keseluruhan margin dalam contoh di atas.

## Melindungi diri anda
1. Tetapkan henti rugi pada setiap kedudukan.
2. Gunakan lot yang lebih kecil semasa anda belajar.
3. Pantau kadar risiko anda: apabila ekuiti jatuh ke paras stop-out, kedudukan akan ditutup secara automatik.

*Dagangan berleveraj membawa risiko kerugian yang tinggi. Panduan ini ialah maklumat am, bukan nasihat pelaburan.*`,
  },
];
