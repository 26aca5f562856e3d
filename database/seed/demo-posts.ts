import type { CategorySlug } from "../../app/lib/categories";

export interface DemoPost {
  title: string;
  slug: string;
  summary: string;
  /** Sanitized-style HTML: p, h2, h3, lists, emphasis, quotes and links only. */
  content: string;
  category: CategorySlug;
  /** null shows as 'Admin'. */
  author: string | null;
  /** Days before the seed runs, so the demo always looks recent. */
  daysAgo: number;
  published: boolean;
}

// The articles a new installation starts with: real-looking, across several categories, with
// two drafts, so that every screen has something to show.
export const demoPosts: DemoPost[] = [
  {
    title: "Teknologi Kata Sandi Sudah Berubah, Kebiasaan Kita Belum",
    slug: "teknologi-kata-sandi-sudah-berubah-kebiasaan-kita-belum",
    summary:
      "Pengelola kata sandi, autentikasi dua langkah, dan passkey sudah tersedia gratis. Masalahnya, banyak dari kita masih memakai satu sandi untuk semua akun.",
    content: `<p>Coba ingat-ingat kata sandi yang Anda pakai untuk surel, aplikasi bank, dan akun belanja daring. Jika jawabannya adalah satu kombinasi yang sama, ditambah tanggal lahir di ujungnya, Anda tidak sendirian. Kebiasaan ini begitu umum sehingga para peretas tidak perlu bekerja keras: cukup satu kebocoran data di sebuah situs kecil, lalu kombinasi yang sama dicoba ke puluhan layanan lain.</p>
<h2>Masalahnya bukan pada pengguna yang malas</h2>
<p>Rata-rata orang kini memiliki puluhan akun digital. Mengingat sandi yang panjang dan unik untuk masing-masing akun memang mustahil bagi otak manusia. Karena itu, solusi yang masuk akal bukanlah memaksa diri menghafal, melainkan memindahkan beban tersebut ke alat yang tepat.</p>
<h3>Tiga langkah yang paling berdampak</h3>
<ol>
<li><strong>Gunakan pengelola kata sandi.</strong> Peramban modern dan ponsel pintar sudah menyediakannya secara bawaan. Anda cukup mengingat satu sandi utama yang kuat.</li>
<li><strong>Aktifkan autentikasi dua langkah.</strong> Pilih aplikasi autentikator atau kunci keamanan bila tersedia, karena kode lewat SMS lebih rentan dibajak.</li>
<li><strong>Coba passkey.</strong> Teknologi ini menggantikan sandi dengan verifikasi sidik jari atau wajah di perangkat Anda, sehingga tidak ada lagi yang bisa dicuri lewat halaman palsu.</li>
</ol>
<h2>Periksa apakah data Anda pernah bocor</h2>
<p>Langkah sederhana yang sering dilupakan adalah mengecek riwayat kebocoran. Layanan seperti <a href="https://haveibeenpwned.com">Have I Been Pwned</a> memungkinkan Anda memasukkan alamat surel dan melihat apakah alamat itu pernah muncul dalam insiden kebocoran data. Jika ya, segera ganti sandi akun terkait, terutama bila sandi tersebut juga dipakai di tempat lain.</p>
<blockquote>Keamanan akun bukan soal menjadi ahli teknologi, melainkan soal membangun kebiasaan kecil yang dilakukan secara konsisten.</blockquote>
<p>Yang juga penting: waspadai pesan yang terasa mendesak. Tautan yang meminta Anda "segera memverifikasi akun" atau "mengklaim hadiah" adalah pola klasik penipuan. Biasakan membuka aplikasi atau situs resmi secara langsung, bukan melalui tautan di pesan singkat.</p>
<p>Semua alat ini sudah ada dan sebagian besar gratis. Yang tersisa hanyalah meluangkan satu sore untuk merapikan akun-akun kita, sebelum orang lain melakukannya lebih dulu dengan niat yang jauh berbeda.</p>`,
    category: "teknologi",
    author: "Rizky Pratama Nugroho",
    daysAgo: 2,
    published: true,
  },
  {
    title: "AI untuk UMKM: Mulai dari Pekerjaan yang Paling Membosankan",
    slug: "ai-untuk-umkm-mulai-dari-pekerjaan-yang-paling-membosankan",
    summary:
      "Kecerdasan buatan tidak harus mahal atau rumit. Bagi pelaku UMKM, manfaat terbesarnya justru muncul saat dipakai untuk tugas rutin yang menyita waktu.",
    content: `<p>Setiap kali kecerdasan buatan dibicarakan, yang terbayang sering kali adalah robot canggih atau perusahaan teknologi raksasa. Padahal, bagi pemilik usaha kecil, AI paling berguna justru di tempat yang tidak glamor: membalas pertanyaan pelanggan, menulis deskripsi produk, dan merapikan catatan penjualan.</p>
<h2>Dari katalog hingga layanan pelanggan</h2>
<p>Bu Ratna, pemilik usaha keripik tempe rumahan di Malang, bercerita bahwa dulu ia menghabiskan berjam-jam menulis keterangan produk untuk lapak daringnya. Kini ia cukup memberikan poin-poin singkat, misalnya rasa, berat, dan daya tahan, lalu meminta asisten AI menyusunnya menjadi deskripsi yang enak dibaca. Hasilnya tetap ia sunting agar sesuai dengan gaya bicaranya sendiri.</p>
<p>Pola serupa bisa diterapkan pada banyak pekerjaan lain:</p>
<ul>
<li><strong>Menjawab pertanyaan berulang.</strong> Susun daftar jawaban standar tentang ongkos kirim, cara pemesanan, dan jam operasional, lalu gunakan AI untuk membantu merumuskannya dengan bahasa yang ramah.</li>
<li><strong>Membuat ide konten.</strong> Minta gagasan unggahan media sosial untuk satu bulan, kemudian pilih yang paling cocok dengan karakter usaha Anda.</li>
<li><strong>Meringkas data penjualan.</strong> Tempelkan rekap sederhana dari lembar kerja dan minta AI menunjukkan produk yang paling laku atau hari dengan transaksi terendah.</li>
</ul>
<h2>Batas yang perlu diingat</h2>
<p>AI bukan tanpa kelemahan. Jawabannya bisa terdengar meyakinkan padahal keliru, terutama soal angka, aturan pajak, atau informasi hukum. Karena itu, perlakukan hasilnya sebagai draf, bukan keputusan akhir.</p>
<blockquote>Anggap AI sebagai pegawai magang yang rajin: cepat dan tak kenal lelah, tetapi pekerjaannya tetap harus diperiksa.</blockquote>
<p>Hal lain yang sering luput adalah kerahasiaan. Hindari memasukkan data pribadi pelanggan, seperti nomor telepon atau alamat lengkap, ke layanan AI publik. Cukup gunakan informasi umum yang memang tidak berbahaya jika tersebar.</p>
<p>Kuncinya adalah memulai dari yang kecil. Pilih satu pekerjaan yang paling membosankan minggu ini, coba serahkan sebagian kepada AI, lalu ukur berapa jam yang berhasil dihemat. Dari sana, pemilik usaha bisa memutuskan sendiri seberapa jauh teknologi ini layak dilibatkan.</p>`,
    category: "teknologi",
    author: "Dewi Anggraini Lestari",
    daysAgo: 9,
    published: true,
  },
  {
    title: "Dari Gerobak ke QRIS: Cara Kedai Kopi Kecil Go Digital",
    slug: "dari-gerobak-ke-qris-cara-kedai-kopi-kecil-go-digital",
    summary:
      "Pembayaran QRIS membuat kedai kopi kecil bisa melayani pembeli tanpa repot uang kembalian. Namun, manfaat terbesarnya ada pada catatan transaksi yang lebih rapi.",
    content: `<p>Sore itu, antrean di depan gerobak kopi milik Dimas di pinggir Jalan Kaliurang, Yogyakarta, bergerak cepat. Hampir semua pembeli mengangkat ponsel, memindai kode QR yang ditempel di kaca gerobak, lalu menunjukkan layar bukti bayar. "Dulu saya sering kehabisan uang kembalian. Sekarang hampir tidak pernah lagi," katanya sambil menuang susu ke gelas plastik.</p>
<h2>Lebih dari sekadar cara bayar</h2>
<p>QRIS, standar kode QR pembayaran nasional, memungkinkan satu kode menerima pembayaran dari berbagai aplikasi dompet digital dan mobile banking. Bagi pedagang kecil, ini berarti tidak perlu memajang banyak stiker dari penyedia yang berbeda-beda.</p>
<p>Namun, menurut Dimas, keuntungan terbesarnya justru terasa di akhir hari. Setiap transaksi tercatat otomatis, sehingga ia tahu persis berapa gelas yang terjual dan jam berapa pembeli paling ramai. Data sederhana itu ia pakai untuk memutuskan kapan harus menambah stok susu dan es batu.</p>
<h3>Langkah awal bagi pemilik kedai</h3>
<ol>
<li>Daftarkan usaha melalui bank atau penyedia jasa pembayaran yang sudah Anda pakai sehari-hari.</li>
<li>Cetak kode QR dalam ukuran cukup besar dan tempel di tempat yang mudah dipindai tanpa membuat antrean tersendat.</li>
<li>Aktifkan notifikasi transaksi agar Anda tidak hanya mengandalkan layar ponsel pembeli sebagai bukti.</li>
<li>Pisahkan rekening usaha dari rekening pribadi sejak awal.</li>
</ol>
<h2>Bersaing dengan café besar</h2>
<p>Kedai kecil memang sulit menandingi café bermodal besar dalam hal interior atau promosi. Akan tetapi, pembayaran digital menutup satu celah penting: kenyamanan. Pembeli muda yang jarang membawa uang tunai kini tidak lagi berpikir dua kali untuk mampir.</p>
<blockquote>"Orang datang karena kopinya enak, tapi mereka kembali karena prosesnya gampang," ujar Dimas.</blockquote>
<p>Tentu ada hal yang perlu diwaspadai, seperti bukti transfer palsu atau kode QR yang ditimpa stiker milik orang lain. Karena itu, biasakan memeriksa notifikasi masuk dan sesekali mengecek kondisi kode QR yang terpasang.</p>
<p>Digitalisasi bagi usaha kecil tidak harus dimulai dari aplikasi mahal. Kadang, cukup dari selembar kode QR yang ditempel dengan rapi di kaca gerobak.</p>`,
    category: "bisnis",
    author: "Ahmad Fauzi Rahman",
    daysAgo: 5,
    published: true,
  },
  {
    title: "Mengelola Arus Kas Toko Online Kecil agar Tidak Tekor",
    slug: "mengelola-arus-kas-toko-online-kecil-agar-tidak-tekor",
    summary:
      "Banyak toko online terlihat ramai pesanan, tetapi pemiliknya tetap kesulitan membayar pemasok. Penyebabnya sering kali bukan omzet, melainkan arus kas yang tidak terkelola.",
    content: `<p>Pesanan masuk setiap hari, kurir datang bolak-balik, dan notifikasi penjualan terus berbunyi. Namun, di akhir bulan, saldo rekening justru menipis. Situasi ini akrab bagi banyak pemilik toko online skala kecil. Masalahnya jarang terletak pada jumlah penjualan, melainkan pada waktu keluar-masuknya uang.</p>
<h2>Omzet bukan uang tunai</h2>
<p>Di lokapasar, dana hasil penjualan biasanya baru cair setelah pembeli mengonfirmasi barang diterima. Sementara itu, pemasok harus dibayar di muka, biaya iklan ditagih setiap hari, dan ongkos kemasan tidak bisa ditunda. Jeda inilah yang membuat toko terlihat untung di atas kertas, tetapi kekurangan uang di dunia nyata.</p>
<h3>Kebiasaan yang membantu menjaga kas</h3>
<ul>
<li><strong>Pisahkan rekening.</strong> Uang usaha dan uang rumah tangga yang bercampur adalah sumber kebingungan paling umum.</li>
<li><strong>Catat setiap transaksi harian.</strong> Lembar kerja sederhana sudah cukup, asalkan diisi secara disiplin.</li>
<li><strong>Buat proyeksi mingguan.</strong> Perkirakan uang yang akan masuk dan keluar dalam empat minggu ke depan agar kekurangan kas terlihat sebelum terjadi.</li>
<li><strong>Sisihkan dana cadangan.</strong> Idealnya cukup untuk menutup biaya operasional satu hingga dua bulan.</li>
</ul>
<h2>Hati-hati dengan stok berlebih</h2>
<p>Godaan terbesar bagi penjual daring adalah membeli stok dalam jumlah besar karena harga grosir lebih murah. Padahal, barang yang menumpuk di gudang sama saja dengan uang yang membeku. Lebih aman membeli dalam jumlah yang sesuai dengan kecepatan penjualan, lalu menambah secara bertahap ketika permintaan terbukti stabil.</p>
<blockquote>Toko yang bertahan lama bukan selalu yang paling laris, melainkan yang paling memahami kapan uangnya datang dan kapan harus pergi.</blockquote>
<p>Biaya iklan juga perlu diawasi ketat. Tetapkan batas anggaran harian dan evaluasi hasilnya setiap pekan. Iklan yang mendatangkan banyak kunjungan tetapi sedikit pembelian sebaiknya dihentikan atau diperbaiki.</p>
<p>Mengelola arus kas memang tidak seseru merancang promo atau memotret produk baru. Namun, kebiasaan sederhana ini sering kali menjadi pembeda antara toko yang tumbuh perlahan dan toko yang tutup diam-diam.</p>`,
    category: "bisnis",
    author: null,
    daysAgo: 20,
    published: true,
  },
  {
    title: "Kecerdasan Buatan di Ruang Kelas: Alat Bantu, Bukan Pengganti Guru",
    slug: "kecerdasan-buatan-di-ruang-kelas-alat-bantu-bukan-pengganti-guru",
    summary:
      "Guru di berbagai daerah mulai memakai kecerdasan buatan untuk menyiapkan materi dan latihan soal. Tantangannya adalah memastikan murid tetap belajar berpikir sendiri.",
    content: `<p>Di sebuah SMP negeri di pinggiran Bandung, Bu Lestari membuka laptopnya sebelum jam pelajaran IPA dimulai. Ia meminta asisten kecerdasan buatan menyusun lima pertanyaan pemantik tentang fotosintesis, masing-masing dengan tingkat kesulitan yang berbeda. Dalam hitungan detik, daftar itu muncul. Ia mencoret dua, mengubah satu, dan menambahkan pertanyaan tentang tanaman cabai di halaman sekolah.</p>
<h2>Menghemat waktu untuk hal yang lebih penting</h2>
<p>Bagi banyak guru, beban administrasi dan persiapan materi menyita waktu yang seharusnya dipakai untuk mendampingi murid. AI dapat membantu pada tahap ini, misalnya untuk:</p>
<ul>
<li>menyusun variasi latihan soal sesuai kemampuan murid;</li>
<li>membuat ringkasan materi dalam bahasa yang lebih sederhana;</li>
<li>memberi gagasan kegiatan kelompok atau eksperimen sederhana.</li>
</ul>
<p>Dalam pelajaran fotosintesis, misalnya, AI bisa menyarankan percobaan menutup sebagian daun dengan kertas gelap lalu mengamati perubahannya setelah beberapa hari. Guru tetap menjadi pihak yang menilai apakah kegiatan itu aman dan sesuai dengan kondisi sekolah.</p>
<h2>Risiko jawaban instan</h2>
<p>Kekhawatiran terbesar tentu datang dari sisi murid. Jika setiap tugas bisa dijawab mesin dalam sekejap, apa yang tersisa dari proses belajar? Sejumlah guru mulai mengubah bentuk penugasan: lebih banyak diskusi lisan, presentasi, dan refleksi tertulis tentang proses, bukan sekadar jawaban akhir.</p>
<blockquote>"Saya tidak melarang murid memakai AI. Saya minta mereka menjelaskan kenapa jawabannya benar atau salah," kata Bu Lestari.</blockquote>
<h3>Literasi menjadi kunci</h3>
<p>Murid perlu memahami bahwa AI bisa keliru, bisa bias, dan tidak selalu menyebutkan sumber. Mengajarkan cara memeriksa ulang informasi kini sama pentingnya dengan mengajarkan isi pelajaran itu sendiri. Sekolah juga perlu menyusun aturan yang jelas tentang kapan AI boleh dipakai dan bagaimana penggunaannya harus diungkapkan.</p>
<p>Teknologi ini tidak akan menggantikan guru yang mampu membaca raut wajah murid yang kebingungan. Namun, di tangan guru yang cermat, ia bisa menjadi asisten yang membebaskan waktu untuk hal yang paling manusiawi dalam pendidikan: percakapan.</p>`,
    category: "pendidikan",
    author: "Sri Wahyuni Handayani",
    daysAgo: 14,
    published: true,
  },
  {
    title: "Sepak Bola Putri Indonesia Menanti Kompetisi yang Konsisten",
    slug: "sepak-bola-putri-indonesia-menanti-kompetisi-yang-konsisten",
    summary:
      "Minat terhadap sepak bola putri terus tumbuh di sekolah dan komunitas. Namun, tanpa liga yang berjalan rutin, bakat-bakat muda sulit berkembang hingga level tertinggi.",
    content: `<p>Pukul enam pagi di sebuah lapangan kampung di Sleman, belasan remaja putri sudah berlari memutari garis lapangan. Sebagian memakai sepatu bola pinjaman, sebagian lagi bermain dengan sepatu lari biasa. Pelatih mereka, seorang mantan pemain klub lokal, meniup peluit dan membagi tim untuk latihan umpan pendek.</p>
<h2>Minat ada, wadah terbatas</h2>
<p>Pemandangan seperti ini kian mudah ditemui. Turnamen antarsekolah dan festival sepak bola putri bermunculan di berbagai kota. Orang tua yang dulu ragu kini mulai mengantar anak perempuannya ke sekolah sepak bola. Media sosial pun membantu, karena cuplikan gol dan aksi pemain putri lebih mudah tersebar dan menginspirasi.</p>
<p>Masalahnya, jalur setelah level usia muda masih terputus-putus. Kompetisi senior putri belum berjalan secara rutin dari tahun ke tahun. Akibatnya, banyak pemain berbakat berhenti di usia belasan karena tidak melihat masa depan yang jelas di lapangan hijau.</p>
<h3>Apa yang dibutuhkan</h3>
<ul>
<li><strong>Liga yang berjalan setiap musim</strong>, meski dimulai dengan format sederhana dan jumlah tim terbatas.</li>
<li><strong>Pelatih berlisensi</strong> yang memahami kebutuhan fisik dan psikologis atlet putri.</li>
<li><strong>Fasilitas yang aman</strong>, termasuk ruang ganti dan jadwal lapangan yang adil.</li>
<li><strong>Dukungan sponsor</strong> yang melihat sepak bola putri sebagai investasi jangka panjang, bukan sekadar kegiatan amal.</li>
</ul>
<h2>Belajar dari negara tetangga</h2>
<p>Beberapa negara di Asia Tenggara menunjukkan bahwa konsistensi kompetisi berbanding lurus dengan prestasi tim nasional. Pemain yang bertanding secara reguler memiliki jam terbang, kebugaran, dan kematangan taktik yang jauh lebih baik dibandingkan pemain yang hanya berkumpul menjelang turnamen.</p>
<blockquote>"Anak-anak ini tidak kekurangan semangat. Yang mereka butuhkan adalah alasan untuk terus bermain setelah lulus sekolah," ujar sang pelatih.</blockquote>
<p>Sepak bola putri Indonesia sedang berada di persimpangan. Minat sudah tumbuh dari bawah, tetapi struktur di atasnya belum siap menampung. Jika kompetisi yang konsisten bisa diwujudkan, lapangan kampung di Sleman itu mungkin kelak melahirkan pemain yang mengenakan lambang Garuda di dada.</p>`,
    category: "olahraga",
    author: "Bayu Aditya Saputra",
    daysAgo: 27,
    published: true,
  },
  {
    title: "Merancang Antarmuka yang Ramah bagi Pengguna Lansia",
    slug: "merancang-antarmuka-yang-ramah-bagi-pengguna-lansia",
    summary:
      "Semakin banyak lansia memakai aplikasi untuk berobat, berbelanja, dan berkomunikasi. Desain antarmuka yang baik bagi mereka ternyata juga memudahkan semua pengguna.",
    content: `<p>Pak Harsono, 68 tahun, kini rutin memesan obat dan berkonsultasi dengan dokter melalui ponselnya. Namun, ia sering meminta bantuan cucunya. Tombolnya terlalu kecil, tulisannya samar, dan ia takut salah pencet lalu kehilangan uang. Keluhan semacam ini bukan tanda bahwa lansia tidak mampu belajar teknologi, melainkan tanda bahwa banyak aplikasi tidak dirancang untuk mereka.</p>
<h2>Memahami perubahan yang terjadi</h2>
<p>Seiring bertambahnya usia, ketajaman penglihatan, kepekaan jari, dan kecepatan memproses informasi baru cenderung menurun. Perancang antarmuka perlu menjadikan kondisi ini sebagai titik awal, bukan pengecualian.</p>
<h3>Prinsip dasar yang bisa langsung diterapkan</h3>
<ul>
<li><strong>Ukuran teks dan kontras.</strong> Gunakan huruf yang cukup besar dan kontras warna yang tegas. Hindari teks abu-abu muda di atas latar putih.</li>
<li><strong>Area sentuh yang lega.</strong> Tombol harus mudah ditekan tanpa risiko menyentuh tombol di sebelahnya.</li>
<li><strong>Label yang jelas.</strong> Ikon sebaiknya disertai teks. Gambar tiga garis belum tentu dipahami sebagai menu.</li>
<li><strong>Satu tugas, satu layar.</strong> Pecah proses panjang menjadi langkah-langkah pendek dengan petunjuk yang jelas.</li>
<li><strong>Konfirmasi sebelum tindakan penting.</strong> Terutama untuk pembayaran atau penghapusan data.</li>
</ul>
<h2>Bahasa juga bagian dari desain</h2>
<p>Istilah seperti "sinkronisasi", "autentikasi", atau "cache" mungkin biasa bagi tim pengembang, tetapi membingungkan bagi banyak orang tua. Gunakan kalimat sehari-hari yang menjelaskan apa yang terjadi dan apa yang perlu dilakukan selanjutnya. Pesan galat pun sebaiknya menenangkan, bukan menyalahkan.</p>
<blockquote>Desain yang baik untuk lansia jarang sekali merugikan pengguna muda. Justru sebaliknya, semua orang diuntungkan oleh kejelasan.</blockquote>
<h3>Libatkan mereka sejak awal</h3>
<p>Cara paling efektif tetaplah menguji langsung. Ajak beberapa pengguna lansia mencoba purwarupa, amati di mana mereka ragu, dan dengarkan komentarnya tanpa menyela. Temuan dari sesi sederhana seperti ini sering kali lebih berharga daripada asumsi tim desain selama berminggu-minggu.</p>
<p>Populasi lansia di Indonesia terus bertambah. Aplikasi yang ramah bagi mereka bukan sekadar bentuk kepedulian, melainkan juga keputusan bisnis yang cerdas.</p>`,
    category: "desain",
    author: "Maya Kartika Sari",
    daysAgo: 35,
    published: true,
  },
  {
    title: "Whoosh dan Cara Baru Warga Jakarta–Bandung Berkomuter",
    slug: "whoosh-dan-cara-baru-warga-jakarta-bandung-berkomuter",
    summary:
      "Kereta cepat Whoosh memangkas perjalanan Jakarta–Bandung menjadi sekitar 45 menit. Perlahan, ia mengubah cara orang memilih tempat tinggal, bekerja, dan berakhir pekan.",
    content: `<p>Pukul enam pagi, peron Stasiun Tegalluar sudah dipenuhi pekerja berkemeja rapi yang menenteng laptop. Sebagian dari mereka tinggal di Bandung, tetapi berkantor di Jakarta. Beberapa tahun lalu, pola seperti ini nyaris mustahil dijalani setiap hari. Kini, dengan kereta cepat Whoosh, perjalanan antara dua kota itu bisa ditempuh sekitar 45 menit.</p>
<h2>Jarak yang Terasa Menyusut</h2>
<p>Bagi banyak penumpang, perubahan terbesar bukan semata kecepatan, melainkan kepastian waktu. Perjalanan lewat jalan tol yang dulu bisa memakan tiga hingga empat jam, terutama pada Jumat sore, kini tergantikan jadwal yang bisa diprediksi. "Saya jadi bisa mengantar anak sekolah dulu, baru berangkat kerja," kata Rina, seorang analis keuangan yang pulang-pergi dua sampai tiga kali seminggu.</p>
<p>Pola kerja hibrida yang menguat setelah pandemi ikut mendorong tren ini. Banyak karyawan tidak perlu ke kantor setiap hari, sehingga biaya tiket yang relatif tinggi masih masuk hitungan bila dibandingkan dengan sewa tempat tinggal di Jakarta.</p>
<h2>Tantangan di Ujung Perjalanan</h2>
<p>Meski begitu, kereta cepat hanyalah satu mata rantai. Persoalan klasik transportasi kita justru muncul di awal dan akhir perjalanan. Stasiun yang berada di pinggiran kota membuat penumpang masih harus berpindah moda, entah menggunakan kereta pengumpan, ojek daring, atau kendaraan pribadi.</p>
<ul>
<li><strong>Integrasi tiket</strong> antarmoda yang belum sepenuhnya mulus.</li>
<li><strong>Waktu tempuh ke stasiun</strong> yang kadang lebih lama daripada perjalanan keretanya sendiri.</li>
<li><strong>Harga tiket</strong> yang belum terjangkau untuk komuter harian berpenghasilan menengah ke bawah.</li>
</ul>
<h3>Dampak bagi Kota</h3>
<p>Pengamat tata kota melihat potensi lahirnya kawasan hunian baru di sekitar stasiun. Namun, tanpa perencanaan yang matang, kawasan itu berisiko hanya menjadi kota tidur yang sepi pada siang hari. Di sisi lain, sektor pariwisata Bandung mulai merasakan lonjakan kunjungan singkat, dari wisatawan kuliner hingga pengunjung pameran.</p>
<blockquote>Infrastruktur cepat baru benar-benar bermanfaat jika perjalanan dari pintu rumah ke pintu kantor juga ikut dipercepat.</blockquote>
<p>Whoosh telah membuka kemungkinan baru. Pertanyaannya kini adalah apakah kebijakan transportasi dan tata ruang kita mampu mengejar kecepatan yang sudah ia tawarkan.</p>`,
    category: "teknologi",
    author: "Rizky Pratama Nugraha",
    daysAgo: 1,
    published: true,
  },
  {
    title: "Perpustakaan Keliling dan Jalan Panjang Literasi Anak di Pelosok",
    slug: "perpustakaan-keliling-dan-jalan-panjang-literasi-anak-di-pelosok",
    summary:
      "Di desa-desa yang jauh dari toko buku, perpustakaan keliling menjadi jendela pertama anak-anak pada dunia bacaan. Namun semangat relawan saja tidak cukup untuk menumbuhkan budaya membaca.",
    content: `<p>Setiap Sabtu pagi, sebuah mobil bak terbuka berhenti di halaman balai desa. Belum sempat terpal penutupnya dibuka, belasan anak sudah berlarian menghampiri. Mereka tahu, di balik terpal itu ada ratusan buku cerita bergambar, ensiklopedia anak, dan komik yang bisa dibaca sepuasnya.</p>
<p>Pemandangan seperti ini akrab di banyak daerah, dari pesisir Nusa Tenggara hingga pedalaman Kalimantan. Perpustakaan keliling, baik yang dikelola pemerintah daerah maupun komunitas, mengisi kekosongan yang selama ini dibiarkan: minimnya akses anak-anak terhadap buku bacaan yang layak.</p>
<h2>Bukan Sekadar Soal Minat</h2>
<p>Kita kerap mendengar klaim bahwa minat baca anak Indonesia rendah. Para pegiat literasi punya pandangan berbeda. Menurut mereka, persoalannya lebih sering terletak pada <em>akses</em>. Ketika buku tersedia dan menarik, anak-anak akan membaca dengan sendirinya.</p>
<p>Hasil asesmen pendidikan internasional memang menunjukkan kemampuan membaca pelajar kita masih tertinggal. Namun angka itu tidak bisa dilepaskan dari kenyataan bahwa banyak sekolah di daerah tidak memiliki perpustakaan yang memadai, dan koleksinya didominasi buku pelajaran.</p>
<h2>Apa yang Membuat Program Bertahan</h2>
<p>Dari pengalaman sejumlah komunitas, ada beberapa hal yang membuat perpustakaan keliling bertahan lebih dari sekadar program musiman:</p>
<ol>
<li><strong>Jadwal yang konsisten</strong>, sehingga anak dan orang tua tahu kapan harus menunggu.</li>
<li><strong>Kegiatan pendamping</strong> seperti mendongeng, menggambar, dan menulis cerita pendek.</li>
<li><strong>Keterlibatan warga</strong>, terutama guru dan orang tua, sebagai relawan tetap.</li>
<li><strong>Koleksi yang relevan</strong> dengan kehidupan anak, termasuk buku berbahasa daerah.</li>
</ol>
<h3>Peran Negara</h3>
<p>Semangat relawan patut diapresiasi, tetapi tidak bisa menjadi tumpuan satu-satunya. Anggaran perpustakaan daerah, distribusi buku bacaan bermutu, dan pelatihan pustakawan sekolah perlu mendapat perhatian yang sama seriusnya dengan pembangunan gedung sekolah.</p>
<blockquote>Anak yang hari ini menunggu mobil buku di balai desa adalah pembaca yang sedang mencari jalannya sendiri.</blockquote>
<p>Tugas kita memastikan jalan itu tidak berhenti ketika mobil buku berbalik arah.</p>`,
    category: "pendidikan",
    author: "Dewi Anggraini Putri",
    daysAgo: 4,
    published: true,
  },
  {
    title: "Strategi Konten Media Sosial untuk Brand Lokal yang Ingin Naik Kelas",
    slug: "strategi-konten-media-sosial-untuk-brand-lokal-yang-ingin-naik-kelas",
    summary:
      "Brand lokal tidak harus punya anggaran besar untuk bersaing di media sosial. Kuncinya ada pada cerita yang jujur, konsistensi, dan kedekatan dengan komunitas.",
    content: `<p>Dalam beberapa tahun terakhir, kita menyaksikan gelombang brand lokal yang tumbuh pesat berkat media sosial. Dari sepatu buatan Bandung, kopi susu kekinian, hingga produk perawatan kulit, banyak di antaranya dimulai dari akun Instagram atau TikTok sederhana dengan jumlah pengikut seadanya.</p>
<p>Pertanyaannya, apa yang membedakan brand yang bertahan dari yang sekadar viral sesaat?</p>
<h2>Mulai dari Cerita, Bukan Produk</h2>
<p>Audiens media sosial cenderung jenuh dengan konten yang terasa seperti iklan. Brand lokal justru punya keunggulan yang sering terlupakan: kisah di balik layar. Proses produksi di bengkel kecil, perajin yang sudah bekerja puluhan tahun, atau alasan pendiri memulai usaha adalah bahan cerita yang autentik dan sulit ditiru merek besar.</p>
<h2>Tiga Pilar Konten yang Patut Dicoba</h2>
<ul>
<li><strong>Konten edukatif</strong>: tips memakai produk, perbandingan bahan, atau cara merawat barang agar awet.</li>
<li><strong>Konten komunitas</strong>: mengangkat ulasan, foto, dan cerita pelanggan sebagai bukti sosial.</li>
<li><strong>Konten di balik layar</strong>: memperlihatkan proses, tim, dan nilai yang dipegang brand.</li>
</ul>
<p>Ketiganya sebaiknya diputar secara bergantian sehingga akun tidak terasa monoton dan tetap memberi alasan bagi pengikut untuk kembali.</p>
<h3>Konsistensi Mengalahkan Kesempurnaan</h3>
<p>Banyak pelaku usaha menunda unggahan karena merasa foto atau videonya belum sempurna. Padahal, algoritma platform dan audiens sama-sama menghargai ritme yang konsisten. Jadwal sederhana, misalnya tiga unggahan per minggu, jauh lebih efektif daripada sepuluh unggahan dalam sehari lalu menghilang sebulan.</p>
<h3>Ukur yang Penting</h3>
<p>Jumlah pengikut memang enak dipandang, tetapi bukan satu-satunya ukuran. Perhatikan metrik seperti jumlah simpanan, komentar yang bermakna, dan klik menuju toko daring. Angka-angka inilah yang lebih dekat dengan penjualan.</p>
<blockquote>Brand lokal tidak perlu berteriak paling keras. Cukup bicara paling jujur kepada orang yang tepat.</blockquote>
<p>Pada akhirnya, media sosial adalah ruang percakapan. Brand yang mau mendengarkan pelanggannya akan selalu punya bahan cerita berikutnya.</p>`,
    category: "marketing",
    author: "Andika Saputra Wibowo",
    daysAgo: 11,
    published: true,
  },
  {
    title: "Film Indonesia di Antara Layar Bioskop dan Layanan Streaming",
    slug: "film-indonesia-di-antara-layar-bioskop-dan-layanan-streaming",
    summary:
      "Penonton film Indonesia terus bertambah, baik di bioskop maupun di platform streaming. Dua layar ini kini saling melengkapi sekaligus membentuk selera penonton yang baru.",
    content: `<p>Beberapa tahun terakhir menjadi masa yang menggembirakan bagi perfilman nasional. Sejumlah judul horor dan drama keluarga berhasil menembus jutaan penonton, sementara antrean di loket bioskop pada akhir pekan kembali mengular. Film Indonesia tidak lagi dipandang sebelah mata oleh penontonnya sendiri.</p>
<h2>Bioskop Masih Punya Daya Magis</h2>
<p>Di tengah kemudahan menonton dari ponsel, bioskop tetap menawarkan sesuatu yang sulit digantikan: pengalaman kolektif. Tertawa, terkejut, atau menangis bersama ratusan orang asing dalam satu ruangan gelap adalah sensasi yang membuat banyak orang rela keluar rumah.</p>
<p>Genre horor menjadi contoh paling jelas. Film-film bertema mistis lokal laris karena menawarkan ketegangan yang lebih terasa ketika ditonton beramai-ramai, lalu menjadi bahan obrolan di media sosial keesokan harinya.</p>
<h2>Streaming Membuka Ruang Baru</h2>
<p>Di sisi lain, layanan streaming memberi napas bagi film dan serial yang mungkin kesulitan bersaing di bioskop. Drama yang lebih intim, dokumenter, hingga serial dengan cerita berlapis menemukan penontonnya di layar kecil. Bagi sineas muda, platform ini juga membuka peluang pendanaan dan distribusi yang sebelumnya sulit dijangkau.</p>
<ul>
<li><em>Jendela rilis</em> yang makin pendek antara bioskop dan streaming.</li>
<li>Serial orisinal lokal yang memperluas pilihan genre.</li>
<li>Penonton di luar kota besar yang kini bisa mengakses film Indonesia lebih mudah.</li>
</ul>
<h3>Tantangan yang Tersisa</h3>
<p>Meski tren positif, persoalan lama belum sepenuhnya selesai. Jumlah layar bioskop masih terkonsentrasi di Pulau Jawa, dan pembajakan tetap menggerogoti pendapatan produser. Keragaman tema juga perlu dijaga agar industri tidak terjebak mengulang formula yang sedang laku.</p>
<blockquote>Bioskop dan streaming bukan musuh. Keduanya adalah pintu berbeda menuju penonton yang sama.</blockquote>
<p>Masa depan film Indonesia mungkin tidak ditentukan oleh layar mana yang menang, melainkan oleh seberapa kuat cerita yang kita tawarkan di kedua layar itu.</p>`,
    category: "hiburan",
    author: null,
    daysAgo: 17,
    published: true,
  },
  {
    title: "Gotong Royong Digital: Saat Urunan Daring Menjadi Penolong Korban Bencana",
    slug: "gotong-royong-digital-saat-urunan-daring-menjadi-penolong-korban-bencana",
    summary:
      "Setiap kali bencana datang, tautan donasi daring menyebar lebih cepat daripada truk bantuan. Gotong royong kini berpindah ke layar ponsel, dengan peluang dan risikonya sendiri.",
    content: `<p>Gempa baru berlalu beberapa jam, tetapi linimasa media sosial sudah dipenuhi ajakan berdonasi. Dalam hitungan hari, dana yang terkumpul dari ribuan orang bisa mencapai miliaran rupiah. Fenomena ini memperlihatkan bahwa semangat gotong royong, nilai yang sudah lama hidup di masyarakat kita, menemukan wujud barunya di ruang digital.</p>
<h2>Kecepatan yang Menyelamatkan</h2>
<p>Keunggulan utama urunan daring adalah kecepatan. Bantuan tidak perlu menunggu proses birokrasi yang panjang. Relawan di lapangan dapat segera membeli kebutuhan mendesak seperti air bersih, terpal, obat-obatan, dan makanan bayi. Platform seperti <a href="https://kitabisa.com">Kitabisa</a> membuat siapa pun bisa ikut membantu, bahkan dengan nominal kecil. Sepuluh ribu rupiah dari seribu orang tetap berarti sepuluh juta rupiah bagi mereka yang kehilangan tempat tinggal.</p>
<p>Bagi banyak orang, berdonasi secara daring juga menjadi cara untuk merasa terhubung dengan saudara sebangsa yang tertimpa musibah, meski berjarak ribuan kilometer.</p>
<h2>Kepercayaan adalah Modal Utama</h2>
<p>Namun, kemudahan ini juga menyimpan risiko. Kasus penggalangan dana fiktif dan penyalahgunaan donasi beberapa kali mencuat dan menggerus kepercayaan publik. Karena itu, donatur perlu lebih cermat sebelum mengirimkan uangnya.</p>
<ol>
<li><strong>Periksa penggalang dana</strong>: apakah lembaga atau individu tersebut memiliki rekam jejak yang jelas?</li>
<li><strong>Cari laporan penyaluran</strong>: penggalangan yang baik rutin membagikan kabar penggunaan dana.</li>
<li><strong>Waspadai tautan mencurigakan</strong> yang beredar lewat pesan berantai.</li>
</ol>
<h3>Dari Donasi ke Pemulihan</h3>
<p>Pegiat kemanusiaan mengingatkan bahwa kebutuhan korban tidak berhenti pada masa tanggap darurat. Tahap pemulihan, seperti membangun kembali rumah, sekolah, dan sumber penghidupan, justru membutuhkan waktu lebih lama ketika perhatian publik sudah beralih ke isu lain.</p>
<blockquote>Gotong royong sejati bukan hanya soal datang cepat, tetapi juga soal bertahan lebih lama.</blockquote>
<p>Teknologi telah mempermudah kita untuk peduli. Tantangannya adalah menjaga agar kepedulian itu tetap transparan, tepat sasaran, dan berkelanjutan.</p>`,
    category: "sosial",
    author: "Maria Ulfa Siregar",
    daysAgo: 24,
    published: true,
  },
  {
    title: "Kota Ramah Pejalan Kaki Bukan Kemewahan",
    slug: "kota-ramah-pejalan-kaki-bukan-kemewahan",
    summary:
      "Trotoar yang lebar, teduh, dan aman sering dianggap bonus pembangunan. Padahal, kota yang nyaman untuk berjalan kaki adalah fondasi kota yang sehat dan adil bagi semua warganya.",
    content: `<p>Cobalah berjalan kaki sejauh satu kilometer di banyak kota di Indonesia. Anda mungkin akan bertemu trotoar yang tiba-tiba terputus, dipakai parkir sepeda motor, atau berubah menjadi lapak pedagang. Di beberapa ruas, pejalan kaki bahkan terpaksa turun ke badan jalan dan berbagi ruang dengan kendaraan yang melaju kencang.</p>
<p>Kita sudah terlalu lama menganggap kondisi ini wajar. Padahal, berjalan kaki adalah bentuk mobilitas paling dasar yang dilakukan hampir setiap orang, setidaknya dari rumah menuju halte atau dari parkiran menuju kantor.</p>
<h2>Mengapa Ini Penting</h2>
<p>Kota yang ramah pejalan kaki bukan soal estetika semata. Ada alasan yang jauh lebih mendasar:</p>
<ul>
<li><strong>Keselamatan</strong>: pejalan kaki termasuk kelompok paling rentan dalam kecelakaan lalu lintas.</li>
<li><strong>Kesehatan</strong>: berjalan kaki setiap hari membantu menekan risiko penyakit tidak menular.</li>
<li><strong>Ekonomi lokal</strong>: toko dan warung di kawasan yang nyaman dilalui cenderung lebih ramai.</li>
<li><strong>Keadilan</strong>: tidak semua warga memiliki kendaraan pribadi, dan mereka berhak atas ruang kota yang layak.</li>
</ul>
<h2>Transportasi Publik Butuh Trotoar</h2>
<p>Kita sering membanggakan pembangunan MRT, LRT, dan jaringan bus kota. Namun, setiap perjalanan dengan transportasi publik selalu diawali dan diakhiri dengan berjalan kaki. Tanpa trotoar yang layak, investasi triliunan rupiah itu tidak akan pernah dimanfaatkan secara optimal.</p>
<h3>Langkah yang Bisa Dimulai</h3>
<p>Perubahan tidak harus dimulai dari proyek raksasa. Penegakan aturan parkir di trotoar, penanaman pohon peneduh, penyeberangan sebidang yang aman, serta jalur pemandu bagi penyandang disabilitas netra adalah langkah-langkah yang bisa dikerjakan segera. Yang dibutuhkan terutama adalah kemauan politik untuk mengubah cara pandang: bahwa jalan bukan milik kendaraan semata.</p>
<blockquote>Ukuran kota yang beradab bukan seberapa lebar jalan rayanya, melainkan seberapa aman seorang anak bisa berjalan sendiri ke sekolah.</blockquote>
<p>Sudah saatnya kita berhenti memperlakukan pejalan kaki sebagai warga kelas dua. Kota yang nyaman untuk berjalan kaki adalah kota yang nyaman untuk ditinggali.</p>`,
    category: "opini",
    author: "Bagus Hendrawan",
    daysAgo: 31,
    published: false,
  },
  {
    title: "Pemilih Muda dan Pekerjaan Rumah Demokrasi Kita",
    slug: "pemilih-muda-dan-pekerjaan-rumah-demokrasi-kita",
    summary:
      "Generasi milenial dan Gen Z kini menjadi kelompok pemilih terbesar. Suara mereka menentukan arah politik, tetapi partisipasi yang bermakna menuntut lebih dari sekadar datang ke TPS.",
    content: `<p>Dalam beberapa pemilu terakhir, pemilih berusia muda tercatat sebagai kelompok terbesar dalam daftar pemilih tetap. Angka ini membuat hampir semua partai dan kandidat berlomba merebut perhatian mereka, mulai dari gaya kampanye yang santai, konten joget di media sosial, hingga janji lapangan kerja dan program untuk anak muda.</p>
<p>Namun, besarnya jumlah tidak otomatis berarti besarnya pengaruh. Pertanyaan pentingnya: seberapa bermakna partisipasi politik anak muda kita?</p>
<h2>Antusias, tetapi Skeptis</h2>
<p>Sejumlah survei menunjukkan bahwa pemilih muda cukup antusias menggunakan hak pilihnya. Di saat yang sama, banyak di antara mereka menyimpan rasa skeptis terhadap partai politik dan lembaga perwakilan. Mereka merasa isu yang dekat dengan keseharian, seperti biaya pendidikan, harga rumah, kesehatan mental, dan krisis iklim, jarang dibahas secara serius.</p>
<h2>Lebih dari Sekadar Mencoblos</h2>
<p>Partisipasi politik sejatinya tidak berhenti di bilik suara. Ada banyak cara anak muda dapat terlibat dalam kehidupan demokrasi:</p>
<ol>
<li><strong>Memeriksa rekam jejak</strong> calon sebelum menentukan pilihan, bukan hanya mengikuti tren.</li>
<li><strong>Mengawal janji kampanye</strong> setelah pemilu usai melalui forum warga dan media sosial.</li>
<li><strong>Terlibat dalam organisasi</strong> kemasyarakatan, komunitas, atau gerakan advokasi kebijakan.</li>
<li><strong>Melawan disinformasi</strong> dengan membiasakan diri memverifikasi kabar sebelum menyebarkannya.</li>
</ol>
<h3>Tanggung Jawab Partai</h3>
<p>Bola tidak hanya berada di tangan pemilih muda. Partai politik perlu membuka ruang kaderisasi yang sehat, bukan sekadar memajang wajah muda sebagai pemanis kampanye. Tanpa regenerasi yang sungguh-sungguh, anak muda akan terus diposisikan sebagai target suara, bukan sebagai pengambil keputusan.</p>
<blockquote>Demokrasi yang sehat bukan demokrasi yang ramai setiap lima tahun sekali, melainkan yang melibatkan warganya setiap hari.</blockquote>
<p>Pemilih muda memiliki energi, kreativitas, dan kefasihan digital yang dapat menyegarkan politik kita. Pekerjaan rumah bersama adalah memastikan energi itu tidak habis di media sosial, tetapi sampai ke ruang-ruang tempat kebijakan dibuat.</p>`,
    category: "politik",
    author: "Nadia Kartika Lestari",
    daysAgo: 45,
    published: false,
  },
];
