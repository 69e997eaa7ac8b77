import type { LegalSet } from './types.ts';

export const id: LegalSet = {
  terms: {
    title: 'Ketentuan layanan',
    body: `Ketentuan ini mengatur penggunaan aplikasi dan situs web Lotwise ("layanan"). Dengan mendaftar, Anda menyatakan telah membaca dan menerimanya.

## 1. Kelayakan
Anda harus berusia minimal 18 tahun dan cakap secara hukum untuk membuat perjanjian. Layanan ini tidak ditawarkan kepada penduduk Korea Utara, Israel, Tiongkok, Vanuatu, atau Kuba, maupun di tempat yang akan melanggar hukum setempat.

## 2. Akun Anda
Jaga kerahasiaan kata sandi dan kode verifikasi Anda. Anda bertanggung jawab atas semua tindakan yang dilakukan dengan akun Anda. Segera beri tahu kami jika Anda mengira orang lain telah menggunakannya.

## 3. Trading
Semua posisi adalah kontrak selisih atas harga yang kami kutip; Anda tidak pernah memiliki aset dasarnya. Order dieksekusi pada harga yang tersedia saat eksekusi, yang dapat berbeda dari harga yang Anda lihat. Kami dapat menolak order, menutup posisi saat margin Anda turun ke level stop-out, dan menghentikan perdagangan suatu instrumen saat pasarnya tutup atau harganya tidak dapat diandalkan.

## 4. Deposit dan penarikan
Dana harus berasal dari dan kembali ke rekening atas nama Anda sendiri. Kami dapat meminta bukti identitas dan asal dana sebelum memproses pembayaran.

## 5. Penggunaan yang wajar
Anda tidak boleh memanfaatkan kesalahan harga, membebani layanan dengan alat otomatis, atau menggunakannya untuk pencucian uang atau tujuan melanggar hukum lainnya. Kami dapat menangguhkan akun yang melakukannya.

## 6. Tanggung jawab
Layanan disediakan apa adanya. Kami tidak bertanggung jawab atas kerugian akibat pergerakan pasar, peristiwa di luar kendali kami, atau keputusan Anda sendiri.

## 7. Perubahan
Kami dapat memperbarui ketentuan ini. Versi baru ditampilkan di aplikasi beserta tanggalnya; terus menggunakan layanan setelah itu berarti Anda menerimanya.`,
  },
  privacy: {
    title: 'Kebijakan privasi',
    body: `Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan Lotwise, untuk apa, dan hak-hak Anda.

## Data yang kami kumpulkan
- Data akun: alamat email atau nomor telepon, kata sandi (hanya disimpan sebagai hash yang aman), dan kode undangan.
- Data identitas untuk verifikasi: nama, nomor KTP atau paspor, dan foto dokumen.
- Data trading dan pembayaran: order, saldo, deposit, dan penarikan.
- Data teknis: alamat IP, jenis perangkat dan peramban, bahasa, serta log peristiwa keamanan.

## Tujuan penggunaan
Kami menggunakan data Anda untuk menjalankan akun dan mengeksekusi order, memverifikasi identitas serta mencegah penipuan dan pencucian uang, menjaga keamanan layanan, dan memenuhi kewajiban hukum serta akuntansi. Kami tidak menjual data Anda.

## Pembagian data
Kami hanya membagikan data kepada penyedia pembayaran dan verifikasi yang bertindak atas nama kami, auditor dan penasihat, serta pihak berwenang bila diwajibkan hukum.

## Penyimpanan
Catatan akun, identitas, dan transaksi disimpan selama diwajibkan hukum setelah akun ditutup (biasanya lima tahun); log teknis disimpan lebih singkat.

## Hak Anda
Anda dapat meminta salinan data, perbaikannya, dan bila hukum mengizinkan, penghapusan atau pembatasan penggunaannya. Kirim email ke alamat pengaduan yang tertera di pusat pengguna.

## Keamanan
Koneksi dienkripsi, kata sandi disimpan sebagai hash, dan akses ke data pribadi dibatasi pada staf yang memerlukannya.`,
  },
  risk: {
    title: 'Pengungkapan risiko',
    body: `Trading kontrak selisih dengan leverage berisiko tinggi dan tidak cocok untuk semua orang. Bacalah pengungkapan ini sebelum bertransaksi.

## Leverage memperbesar kerugian
Dengan leverage, pergerakan harga yang kecil berdampak besar pada akun Anda. Dengan leverage 100x, pergerakan 1% yang berlawanan menimbulkan kerugian sebesar seluruh margin Anda.

## Anda bisa kehilangan semua dana yang disetor
Posisi ditutup otomatis saat level margin turun ke level stop-out, dan kerugian dapat terjadi dengan cepat. Bertransaksilah hanya dengan uang yang sanggup Anda relakan.

## Harga dapat bergerak cepat
Pasar dapat dibuka dengan gap, bereaksi tajam setelah berita, atau kekurangan likuiditas. Order stop loss membatasi kerugian dalam kondisi normal, tetapi dapat tereksekusi pada harga yang lebih buruk dari yang ditetapkan.

## Biaya
Setiap order dikenakan biaya transaksi, dan selisih harga beli dan jual juga merupakan biaya. Trading yang sering menambah biaya tersebut.

## Bukan nasihat
Berita, peringkat, dan hasil trader lain di aplikasi hanya bersifat informasi. Itu bukan nasihat investasi, dan hasil masa lalu tidak menjamin hasil di masa depan.

## Akun demo
Hasil di akun demo tidak mengandung tekanan emosional uang sungguhan dan mungkin tidak terulang di akun riil.

Jika Anda tidak memahami risiko ini, carilah nasihat independen sebelum bertransaksi.`,
  },
};
