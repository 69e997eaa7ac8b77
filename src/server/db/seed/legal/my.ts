import type { LegalSet } from './types.ts';

// Malay (Bahasa Melayu).
export const my: LegalSet = {
  terms: {
    title: 'Terma perkhidmatan',
    body: `Terma ini mengawal penggunaan aplikasi dan laman web Lotwise ("perkhidmatan"). Dengan mendaftar, anda mengesahkan bahawa anda telah membaca dan menerimanya.

## 1. Kelayakan
Anda mesti berumur sekurang-kurangnya 18 tahun dan berkeupayaan di sisi undang-undang untuk membuat kontrak. Perkhidmatan ini tidak ditawarkan kepada penduduk Korea Utara, Israel, China, Vanuatu atau Cuba, dan tidak di tempat yang akan melanggar undang-undang tempatan.

## 2. Akaun anda
Rahsiakan kata laluan dan kod pengesahan anda. Anda bertanggungjawab atas semua yang dilakukan dengan akaun anda. Maklumkan kami segera jika anda fikir orang lain telah menggunakannya.

## 3. Dagangan
Semua kedudukan ialah kontrak perbezaan atas harga yang kami sebut harga; anda tidak pernah memiliki aset pendasar. Pesanan dilaksanakan pada harga yang tersedia semasa pelaksanaan, yang mungkin berbeza daripada harga yang anda lihat. Kami boleh menolak pesanan, menutup kedudukan apabila margin anda jatuh ke paras henti keluar, dan menggantung dagangan sesuatu instrumen apabila pasarannya ditutup atau harganya tidak boleh dipercayai.

## 4. Deposit dan pengeluaran
Dana mesti datang daripada dan kembali ke akaun atas nama anda sendiri. Kami boleh meminta bukti identiti dan sumber dana sebelum memproses sesuatu bayaran.

## 5. Penggunaan wajar
Anda tidak boleh mengambil kesempatan atas kesilapan harga, membebankan perkhidmatan dengan alat automatik, atau menggunakannya untuk pengubahan wang haram atau apa-apa tujuan yang menyalahi undang-undang. Kami boleh menggantung akaun yang berbuat demikian.

## 6. Liabiliti
Perkhidmatan disediakan seadanya. Kami tidak bertanggungjawab atas kerugian akibat pergerakan pasaran, peristiwa di luar kawalan kami atau keputusan anda sendiri.

## 7. Perubahan
Kami boleh mengemas kini terma ini. Versi baharu dipaparkan dalam aplikasi bersama tarikhnya; terus menggunakan perkhidmatan selepas itu bermakna anda menerimanya.`,
  },
  privacy: {
    title: 'Dasar privasi',
    body: `Dasar ini menerangkan data peribadi yang dikumpul oleh Lotwise, sebabnya, dan hak anda.

## Data yang kami kumpul
- Data akaun: alamat e-mel atau nombor telefon, kata laluan (disimpan hanya sebagai cincangan selamat) dan kod jemputan.
- Data identiti untuk pengesahan: nama, nombor kad pengenalan atau pasport dan foto dokumen.
- Data dagangan dan pembayaran: pesanan, baki, deposit dan pengeluaran.
- Data teknikal: alamat IP, jenis peranti dan pelayar, bahasa dan log peristiwa keselamatan.

## Tujuan penggunaan
Kami menggunakan data anda untuk mengendalikan akaun dan melaksanakan pesanan, mengesahkan identiti serta mencegah penipuan dan pengubahan wang haram, memastikan perkhidmatan selamat, dan memenuhi kewajipan undang-undang dan perakaunan. Kami tidak menjual data anda.

## Perkongsian
Kami hanya berkongsi data dengan penyedia pembayaran dan pengesahan yang bertindak bagi pihak kami, juruaudit dan penasihat, serta pihak berkuasa apabila dikehendaki undang-undang.

## Penyimpanan
Rekod akaun, identiti dan transaksi disimpan selama tempoh yang dikehendaki undang-undang selepas akaun ditutup (biasanya lima tahun); log teknikal disimpan lebih singkat.

## Hak anda
Anda boleh meminta salinan data anda, pembetulannya dan, jika dibenarkan undang-undang, pemadaman atau sekatan penggunaannya. Tulis kepada e-mel aduan yang dipaparkan di pusat pengguna.

## Keselamatan
Sambungan disulitkan, kata laluan dicincang, dan akses kepada data peribadi terhad kepada kakitangan yang memerlukannya.`,
  },
  risk: {
    title: 'Pendedahan risiko',
    body: `Dagangan kontrak perbezaan dengan leveraj berisiko tinggi dan tidak sesuai untuk semua orang. Baca pendedahan ini sebelum berdagang.

## Leveraj membesarkan kerugian
Dengan leveraj, pergerakan harga yang kecil memberi kesan besar kepada akaun anda. Pada leveraj 100x, pergerakan 1% yang bertentangan menyebabkan kerugian sama dengan seluruh margin anda.

## Anda boleh kehilangan semua wang yang didepositkan
Kedudukan ditutup secara automatik apabila paras margin jatuh ke paras henti keluar, dan kerugian boleh berlaku dengan cepat. Berdagang hanya dengan wang yang anda mampu kehilangan.

## Harga boleh bergerak pantas
Pasaran boleh dibuka dengan jurang harga, bertindak balas mendadak selepas berita atau kekurangan kecairan. Pesanan henti rugi mengehadkan kerugian dalam keadaan biasa tetapi mungkin dilaksanakan pada harga yang lebih teruk daripada yang ditetapkan.

## Kos
Setiap pesanan dikenakan yuran dagangan, dan perbezaan antara harga beli dan jual juga merupakan kos. Berdagang dengan kerap menambah kos ini.

## Bukan nasihat
Berita, kedudukan dan keputusan pedagang lain dalam aplikasi hanyalah maklumat. Ia bukan nasihat pelaburan, dan keputusan lalu tidak meramalkan keputusan akan datang.

## Akaun demo
Keputusan akaun demo tidak merangkumi tekanan emosi wang sebenar dan mungkin tidak berulang dalam akaun sebenar.

Jika anda tidak memahami risiko ini, dapatkan nasihat bebas sebelum berdagang.`,
  },
};
