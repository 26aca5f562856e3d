// Demo articles for `npm run db:seed`. Written as a small, realistic Indonesian magazine so the
// home page, category pages, related articles and drafts all have something to show.
import type { CategorySlug } from "~/lib/categories";

export interface DemoPost {
  title: string;
  /** Lowercase a-z0-9 and single hyphens, derived from the title. */
  slug: string;
  /** One or two sentences, 120–220 characters. */
  summary: string;
  /** Sanitizable HTML article body. */
  content: string;
  category: CategorySlug;
  /** As a writer types them in the editor's tag field: comma-separated names. */
  tags: string;
  /** null displays as "Admin". */
  author: string | null;
  /** How many days before today the article was written. */
  daysAgo: number;
  published: boolean;
  /** Pilihan redaksi: opens the home page. */
  featured?: boolean;
}

export const demoPosts: DemoPost[] = [
  {
    title: "Dari Warung hingga Café: Cara UMKM Memanfaatkan QRIS untuk Naik Kelas",
    slug: "dari-warung-hingga-cafe-cara-umkm-memanfaatkan-qris-untuk-naik-kelas",
    summary:
      "Satu kode QR kini dipakai warung kelontong sampai kedai kopi. Apa saja keuntungannya bagi pelaku UMKM, dan bagaimana memulainya tanpa repot?",
    content: `<p>Di sebuah kedai kecil di sudut Jalan Kaliurang, Yogyakarta, Sekar melayani antrean mahasiswa yang memesan kopi susu ‘kekinian’. Hampir tidak ada yang mengeluarkan uang tunai. Pembeli cukup memindai stiker kode QR di meja kasir, memasukkan nominal, lalu menunjukkan layar ponsel. “Dulu saya sering kehabisan uang kembalian. Sekarang masalah itu hilang,” katanya.</p>
<p>Kode itu adalah <strong>QRIS</strong> (Quick Response Code Indonesian Standard), standar pembayaran berbasis kode QR yang ditetapkan <a href="https://www.bi.go.id">Bank Indonesia</a> dan berlaku nasional sejak 2020. Berkat QRIS, satu kode bisa dipindai dari aplikasi bank maupun dompet digital apa pun. Pedagang tidak perlu lagi memajang lima stiker berbeda di etalase.</p>
<p>Pertumbuhannya pun pesat. Jutaan pedagang di seluruh Indonesia kini menerima pembayaran lewat QRIS, dan sebagian besar di antaranya adalah usaha mikro dan kecil. Dari pedagang bakso keliling hingga kotak amal di tempat ibadah, stiker persegi berisi kode hitam putih itu kian mudah dijumpai di mana-mana.</p>
<h2>Mengapa QRIS Penting bagi Usaha Kecil</h2>
<p>Bagi usaha mikro, keuntungan QRIS jauh melampaui urusan kembalian. Setiap transaksi tercatat otomatis sehingga pemilik usaha memiliki riwayat penjualan yang rapi. Catatan ini berguna ketika mengajukan kredit usaha ke bank, karena arus pendapatan dapat dibuktikan tanpa tumpukan nota.</p>
<ul>
<li><strong>Lebih aman:</strong> uang tunai di laci kasir berkurang, begitu pula risiko uang palsu.</li>
<li><strong>Lebih cepat:</strong> antrean bergerak lebih lancar pada jam sibuk.</li>
<li><strong>Jangkauan lebih luas:</strong> wisatawan dan pembeli muda yang jarang membawa tunai tetap bisa berbelanja.</li>
<li><strong>Biaya ringan:</strong> tarif layanan untuk usaha mikro sangat kecil, bahkan dibebaskan untuk transaksi bernilai kecil.</li>
</ul>
<h2>Langkah Memulai</h2>
<p>Pendaftaran QRIS bisa dilakukan melalui bank atau penyedia dompet digital yang sudah berizin. Umumnya pedagang hanya perlu menyiapkan KTP, foto tempat usaha, dan nomor rekening. Dalam beberapa hari, stiker QRIS akan dikirim atau dapat dicetak sendiri.</p>
<ol>
<li>Pilih satu penyedia yang dana masuknya paling mudah Anda pantau.</li>
<li>Aktifkan notifikasi transaksi agar setiap pembayaran langsung terlihat.</li>
<li>Tempel kode di tempat yang terang dan mudah dijangkau pembeli.</li>
<li>Cocokkan saldo masuk dengan catatan penjualan setiap sore.</li>
</ol>
<h2>Waspadai Kode Palsu</h2>
<p>Kemudahan ini juga mengundang penipu. Ada kasus stiker QRIS milik masjid dan pedagang yang ditimpa stiker lain sehingga uang mengalir ke rekening orang asing. Biasakan memeriksa nama penerima yang muncul di layar sebelum pembeli menekan tombol bayar, dan periksa kondisi stiker secara berkala.</p>
<blockquote>“Pembeli saya sekarang terbiasa mengecek nama toko di layar. Itu justru membuat mereka lebih percaya,” ujar Sekar.</blockquote>
<p>Digitalisasi bukan berarti meninggalkan pembeli yang masih nyaman dengan uang tunai. Warung dan café yang paling berhasil justru melayani keduanya dengan sama baiknya. QRIS hanyalah pintu pertama; langkah berikutnya adalah memanfaatkan data penjualan untuk memahami menu mana yang paling laku dan jam berapa kedai paling ramai.</p>`,
    category: "bisnis",
    tags: "UMKM, Ekonomi Digital, QRIS",
    author: "Rina Wulandari",
    daysAgo: 3,
    published: true,
  },
  {
    title: "Tujuh Kebiasaan Sederhana untuk Menjaga Keamanan Akun Digital",
    slug: "tujuh-kebiasaan-sederhana-untuk-menjaga-keamanan-akun-digital",
    summary:
      "Pembobolan akun jarang terjadi karena peretas jenius. Kebanyakan berawal dari kata sandi lemah dan kode OTP yang dibagikan. Tujuh kebiasaan ini menutup celah itu.",
    content: `<p>Pesan itu tampak meyakinkan: sebuah kurir mengirim foto resi dan meminta penerima membuka berkas “cek paket”. Dalam hitungan menit, akun WhatsApp dan mobile banking korban berpindah tangan. Modus seperti ini terus berulang dengan kemasan yang berganti-ganti, tetapi polanya sama: penipu memanfaatkan kelengahan, bukan kecanggihan.</p>
<p>Kabar baiknya, sebagian besar serangan dapat dicegah dengan kebiasaan sederhana. Berikut tujuh di antaranya.</p>
<h2>1. Gunakan Kata Sandi yang Panjang dan Berbeda</h2>
<p>Panjang lebih penting daripada kerumitan. Gabungan empat atau lima kata acak, misalnya <em>jendela-pisang-hujan-sepeda</em>, jauh lebih sulit ditebak daripada “P@ssw0rd”. Yang terpenting, jangan memakai kata sandi yang sama untuk dua layanan.</p>
<h2>2. Pakai Pengelola Kata Sandi</h2>
<p>Tidak ada yang sanggup menghafal puluhan kata sandi unik. Pengelola kata sandi menyimpannya dalam brankas terenkripsi, sehingga Anda cukup mengingat satu kata sandi utama yang kuat.</p>
<h2>3. Aktifkan Verifikasi Dua Langkah</h2>
<p>Dengan verifikasi dua langkah, kata sandi yang bocor saja tidak cukup untuk masuk. Jika tersedia, pilih aplikasi autentikator atau kunci keamanan fisik ketimbang SMS, yang lebih rentan dibajak.</p>
<h2>4. Jangan Pernah Membagikan Kode OTP</h2>
<p>Bank, operator seluler, maupun marketplace tidak akan pernah meminta kode OTP Anda. Siapa pun yang memintanya, entah mengaku petugas atau kerabat, hampir pasti penipu.</p>
<h2>5. Curigai Berkas dan Tautan yang Mendesak</h2>
<p>Undangan pernikahan digital, surat tilang, atau tagihan dengan berkas berakhiran <strong>.apk</strong> adalah jebakan klasik. Jangan memasang aplikasi di luar toko resmi, dan periksa alamat situs sebelum memasukkan data.</p>
<h2>6. Periksa Apakah Data Anda Pernah Bocor</h2>
<p>Layanan seperti <a href="https://haveibeenpwned.com">Have I Been Pwned</a> memberi tahu apakah alamat surel Anda muncul dalam kebocoran data. Jika ya, segera ganti kata sandi akun terkait.</p>
<h2>7. Perbarui Perangkat Secara Rutin</h2>
<p>Pembaruan sistem operasi dan aplikasi sering berisi tambalan keamanan. Menunda pembaruan berarti membiarkan pintu yang sudah diketahui rusak tetap terbuka.</p>
<p>Selain memperbarui perangkat, aktifkan kunci layar dengan PIN atau sidik jari serta fitur pelacak perangkat. Jika ponsel hilang, Anda dapat mengunci atau menghapus datanya dari jarak jauh sehingga aplikasi perbankan dan percakapan pribadi tidak jatuh ke tangan orang lain.</p>
<h3>Jika Terlanjur Menjadi Korban</h3>
<ul>
<li>Hubungi bank melalui nomor resmi untuk memblokir rekening.</li>
<li>Keluarkan semua sesi aktif dan ganti kata sandi dari perangkat yang aman.</li>
<li>Kabari kontak Anda agar tidak ikut tertipu oleh pesan atas nama Anda.</li>
<li>Laporkan kejadian ke platform terkait dan ke pihak berwajib.</li>
</ul>
<blockquote>Keamanan digital bukan produk yang dibeli sekali, melainkan kebiasaan yang dijaga setiap hari.</blockquote>
<p>Mulailah dari satu langkah hari ini, misalnya mengaktifkan verifikasi dua langkah pada surel utama. Akun surel adalah kunci menuju akun-akun lain, sehingga melindunginya memberi manfaat paling besar.</p>`,
    category: "teknologi",
    tags: "Keamanan Digital, Tips",
    author: null,
    daysAgo: 6,
    published: true,
    featured: true,
  },
  {
    title: "Teknologi Kereta Cepat Whoosh dan Wajah Baru Perjalanan Jakarta–Bandung",
    slug: "teknologi-kereta-cepat-whoosh-dan-wajah-baru-perjalanan-jakarta-bandung",
    summary:
      "Whoosh memangkas waktu tempuh Jakarta–Bandung menjadi kurang dari satu jam. Bagaimana teknologi di baliknya bekerja, dan apa artinya bagi para penglaju?",
    content: `<p>Pukul enam pagi, peron Stasiun Halim di Jakarta Timur sudah ramai. Sebagian penumpang membawa koper, tetapi tidak sedikit yang hanya menenteng tas laptop. Mereka adalah penglaju baru: tinggal di Bandung, bekerja di Jakarta, atau sebaliknya. Sebelum kereta cepat beroperasi, pola hidup seperti ini nyaris mustahil.</p>
<p><strong>Whoosh</strong>, kereta cepat pertama di Asia Tenggara, mulai melayani penumpang pada Oktober 2023. Dengan kecepatan operasional hingga 350 kilometer per jam, perjalanan dari Halim ke Tegalluar di Kabupaten Bandung kini hanya sekitar 45 menit.</p>
<h2>Apa yang Membuatnya Secepat Itu</h2>
<p>Kecepatan kereta cepat tidak hanya ditentukan oleh mesin yang bertenaga. Ada beberapa faktor yang bekerja bersamaan:</p>
<ul>
<li><strong>Jalur khusus:</strong> rel kereta cepat tidak berbagi lintasan dengan kereta biasa dan tidak memiliki perlintasan sebidang.</li>
<li><strong>Rel tanpa sambungan:</strong> rel dilas panjang sehingga getaran dan bunyi “tak-tuk” nyaris hilang.</li>
<li><strong>Bentuk aerodinamis:</strong> moncong kereta yang ramping mengurangi hambatan udara dan kebisingan.</li>
<li><strong>Persinyalan otomatis:</strong> sistem kendali memantau kecepatan dan jarak antarkereta secara terus-menerus.</li>
</ul>
<p>Rangkaian keretanya merupakan varian kereta cepat buatan Tiongkok yang disesuaikan dengan iklim tropis Indonesia, termasuk sistem pendingin yang lebih tangguh terhadap panas dan kelembapan. Setiap rangkaian terdiri atas delapan kereta dengan pilihan kelas ekonomi premium, bisnis, dan kelas utama.</p>
<p>Sebagian besar jalur dibangun di atas struktur layang dan menembus terowongan di perbukitan. Pilihan ini mahal, tetapi memungkinkan lintasan yang lurus dan landai, syarat mutlak agar kereta bisa melaju stabil.</p>
<h2>Perjalanan dari Pintu ke Pintu</h2>
<p>Waktu tempuh di atas rel hanyalah sebagian cerita. Bagi penglaju, yang dihitung adalah perjalanan dari rumah ke kantor. Stasiun Tegalluar dan Padalarang berada cukup jauh dari pusat Kota Bandung, sehingga penumpang perlu menyambung dengan kereta pengumpan, bus, atau taksi daring.</p>
<p>“Keretanya sendiri nyaman sekali. Tantangannya justru di menit-menit terakhir menuju kantor,” ujar Dimas, karyawan swasta yang dua kali sepekan pulang-pergi Bandung–Jakarta.</p>
<h3>Tips bagi Penglaju</h3>
<ol>
<li>Pesan tiket lebih awal untuk jam sibuk pagi dan Jumat sore.</li>
<li>Rencanakan moda lanjutan sejak sebelum berangkat, termasuk jadwal kereta pengumpan.</li>
<li>Manfaatkan waktu di kereta untuk membaca atau menyelesaikan pekerjaan ringan.</li>
</ol>
<h2>Lebih dari Sekadar Cepat</h2>
<p>Dampak kereta cepat baru akan terasa penuh jika kawasan di sekitar stasiun tumbuh menjadi pusat kegiatan yang terhubung dengan baik. Pengalaman negara lain menunjukkan, integrasi transportasi dan tata ruang sama pentingnya dengan kecepatan kereta itu sendiri.</p>
<p>Bagi banyak orang, Whoosh sudah mengubah cara memandang jarak. Bandung tidak lagi sekadar tujuan akhir pekan, melainkan pilihan tempat tinggal yang masuk akal bagi mereka yang bekerja di ibu kota.</p>`,
    category: "teknologi",
    tags: "Transportasi, Infrastruktur",
    author: "Andi Pratama",
    daysAgo: 11,
    published: true,
    featured: true,
  },
  {
    title: "Baterai Ponsel Cepat Drop? Kenali Penyebab dan Cara Merawatnya",
    slug: "baterai-ponsel-cepat-drop-kenali-penyebab-dan-cara-merawatnya",
    summary:
      "Baterai litium-ion memang menua, tetapi kebiasaan mengisi daya dan suhu sangat menentukan umurnya. Berikut penjelasan sederhana dan kiat merawat baterai ponsel.",
    content: `<p>Ponsel yang dulu tahan seharian kini harus diisi ulang sebelum makan siang. Keluhan ini hampir pasti dialami setiap pemilik ponsel setelah dua atau tiga tahun pemakaian. Apakah baterainya rusak? Belum tentu. Baterai memang menua, dan kecepatan penuaannya banyak dipengaruhi cara kita memperlakukannya.</p>
<h2>Mengapa Baterai Menua</h2>
<p>Hampir semua ponsel modern memakai baterai <strong>litium-ion</strong>. Setiap kali diisi dan dipakai, terjadi reaksi kimia yang perlahan mengurangi kemampuan baterai menyimpan energi. Satu siklus penuh dihitung ketika total pemakaian mencapai 100 persen, misalnya dua kali pemakaian masing-masing 50 persen.</p>
<p>Dua musuh utama baterai adalah <em>panas</em> dan <em>tegangan ekstrem</em>, yaitu kondisi ketika baterai terlalu lama berada di 100 persen atau dibiarkan hingga benar-benar kosong.</p>
<h2>Mitos yang Masih Beredar</h2>
<ul>
<li><strong>“Baterai baru harus dicas delapan jam.”</strong> Ini berlaku untuk baterai jenis lama. Baterai litium-ion tidak memerlukan ritual semacam itu.</li>
<li><strong>“Habiskan dulu sampai nol persen.”</strong> Justru sebaliknya, pengosongan total mempercepat penuaan.</li>
<li><strong>“Mengecas semalaman pasti merusak.”</strong> Ponsel modern menghentikan pengisian saat penuh, dan banyak yang memiliki fitur pengisian adaptif. Meski begitu, suhu tetap perlu diperhatikan.</li>
</ul>
<h2>Kebiasaan yang Memperpanjang Umur Baterai</h2>
<ol>
<li><strong>Jaga di kisaran menengah.</strong> Sebisa mungkin pertahankan daya di antara 20 dan 80 persen untuk pemakaian sehari-hari.</li>
<li><strong>Hindari panas.</strong> Jangan meninggalkan ponsel di dasbor mobil yang terjemur, dan lepaskan casing tebal saat mengisi daya jika ponsel terasa hangat.</li>
<li><strong>Jangan bermain gim berat sambil mengecas.</strong> Kombinasi keduanya menghasilkan panas berlebih.</li>
<li><strong>Gunakan pengisi daya yang layak.</strong> Adaptor asal-asalan bisa memberikan arus tidak stabil.</li>
<li><strong>Aktifkan fitur perlindungan baterai.</strong> Banyak ponsel kini menyediakan opsi membatasi pengisian hingga 80 atau 85 persen.</li>
</ol>
<h3>Mengecek Kesehatan Baterai</h3>
<p>Sebagian ponsel menampilkan persentase kapasitas maksimum di menu pengaturan baterai. Jika angkanya sudah di bawah sekitar 80 persen dan ponsel sering mati mendadak, itu tanda baterai layak diganti.</p>
<blockquote>Mengganti baterai di pusat servis resmi jauh lebih murah dan ramah lingkungan daripada membeli ponsel baru.</blockquote>
<p>Perlu diingat pula bahwa aplikasi tertentu bisa menguras daya jauh lebih cepat daripada yang lain. Periksa daftar pemakaian baterai di menu pengaturan. Aplikasi yang terus berjalan di latar belakang, layar dengan kecerahan maksimal, dan sinyal lemah adalah penyebab umum baterai terasa cepat habis, meski kondisi baterainya sebenarnya masih baik.</p>
<h2>Kapan Harus Waspada</h2>
<p>Baterai yang menggembung adalah tanda bahaya. Jika layar tampak terangkat atau bodi ponsel merenggang, segera hentikan pemakaian dan bawa ke teknisi resmi. Jangan menekan atau menusuk baterai tersebut, dan jangan membuangnya ke tempat sampah biasa karena berisiko terbakar.</p>
<p>Dengan perawatan sederhana, baterai ponsel dapat bertahan jauh lebih lama. Hasilnya bukan hanya hemat biaya, tetapi juga mengurangi limbah elektronik yang terus menumpuk.</p>`,
    category: "teknologi",
    tags: "Ponsel, Tips",
    author: "Yohanes Simanjuntak",
    daysAgo: 19,
    published: true,
  },
  {
    title: "Kecerdasan Buatan di Ruang Kelas: Peluang dan Batasnya bagi Guru",
    slug: "kecerdasan-buatan-di-ruang-kelas-peluang-dan-batasnya-bagi-guru",
    summary:
      "Siswa sudah memakai chatbot untuk mengerjakan tugas. Alih-alih melarang, sejumlah guru mulai menjadikan kecerdasan buatan sebagai alat belajar dengan aturan yang jelas.",
    content: `<p>Bu Ratna, guru Bahasa Indonesia di sebuah SMA negeri di Semarang, mulai curiga ketika belasan esai siswanya memiliki susunan kalimat yang nyaris seragam. Rapi, runtut, tetapi datar. Ia tidak langsung menghukum. Ia justru mengajak siswa membedah esai hasil chatbot bersama-sama di depan kelas.</p>
<p>“Anak-anak bisa melihat sendiri bahwa tulisan itu tidak punya suara. Tidak ada pengalaman pribadi, tidak ada pendapat yang berani,” tuturnya.</p>
<p>Pelajaran hari itu berubah menjadi diskusi yang hangat. Siswa menandai kalimat yang terasa klise, mencari klaim yang tidak disertai sumber, lalu menulis ulang paragraf dengan contoh dari kehidupan mereka sendiri.</p>
<h2>Tidak Bisa Lagi Dihindari</h2>
<p>Kecerdasan buatan generatif kini bisa diakses siapa saja yang memiliki ponsel. Melarangnya sepenuhnya hampir mustahil ditegakkan. Banyak pendidik menilai, pertanyaan yang lebih berguna adalah bagaimana siswa memakainya secara jujur dan kritis.</p>
<p>Semangat ini sejalan dengan Kurikulum Merdeka yang menekankan pembelajaran mendalam dan bernalar kritis. Berbagai materi pelatihan guru tentang literasi digital juga tersedia melalui kanal resmi <a href="https://www.kemdikbud.go.id">Kemendikbud</a>.</p>
<h2>Peluang yang Bisa Dimanfaatkan</h2>
<ul>
<li><strong>Tutor tambahan:</strong> siswa dapat meminta penjelasan ulang tentang konsep yang belum dipahami dengan bahasa yang lebih sederhana.</li>
<li><strong>Lawan diskusi:</strong> chatbot bisa diminta mengajukan argumen tandingan sehingga siswa berlatih mempertahankan pendapat.</li>
<li><strong>Asisten guru:</strong> membantu menyusun variasi soal latihan, rubrik, atau contoh kasus, yang tetap diperiksa guru.</li>
<li><strong>Dukungan bahasa:</strong> membantu siswa memahami bacaan berbahasa asing.</li>
</ul>
<h2>Batas yang Perlu Dipahami</h2>
<p>Kecerdasan buatan bisa terdengar sangat yakin padahal keliru. Ia dapat mengarang sumber, salah menghitung, atau memberi informasi yang tidak sesuai konteks Indonesia. Karena itu, siswa perlu dilatih untuk memeriksa ulang, bukan menyalin mentah-mentah.</p>
<p>Ada pula soal privasi. Guru sebaiknya tidak memasukkan data pribadi siswa, seperti nama lengkap dan nilai, ke layanan daring yang kebijakan datanya tidak jelas.</p>
<p>Kesenjangan akses juga patut diperhatikan. Tidak semua siswa memiliki ponsel pribadi atau kuota internet yang memadai. Jika sebuah tugas mengandalkan kecerdasan buatan, sekolah perlu memastikan semua siswa bisa mengaksesnya, misalnya melalui laboratorium komputer, agar teknologi tidak justru memperlebar jurang di antara mereka.</p>
<h3>Aturan Main di Kelas</h3>
<ol>
<li>Sepakati tugas mana yang boleh memakai bantuan kecerdasan buatan dan mana yang tidak.</li>
<li>Minta siswa mencantumkan cara mereka memakai alat tersebut, termasuk perintah yang diberikan.</li>
<li>Beri bobot nilai lebih besar pada proses: draf, refleksi, dan presentasi lisan.</li>
<li>Rancang tugas yang menuntut pengalaman dan pengamatan langsung siswa.</li>
</ol>
<blockquote>Tugas guru bergeser dari sekadar memeriksa jawaban menjadi melatih cara bertanya yang baik.</blockquote>
<p>Bu Ratna kini meminta siswanya menulis esai tentang lingkungan rumah masing-masing, lengkap dengan wawancara tetangga. Chatbot boleh dipakai untuk memeriksa ejaan, tetapi isinya harus datang dari pengamatan sendiri. Hasilnya, menurut dia, jauh lebih hidup daripada sebelumnya.</p>`,
    category: "pendidikan",
    tags: "Kecerdasan Buatan, Guru",
    author: "Dewi Kartikasari",
    daysAgo: 8,
    published: true,
    featured: true,
  },
  {
    title: "Kebun Sekolah Menjadi Laboratorium Hidup bagi Siswa",
    slug: "kebun-sekolah-menjadi-laboratorium-hidup-bagi-siswa",
    summary:
      "Sepetak lahan di belakang kelas bisa mengajarkan sains, matematika, hingga kewirausahaan. Begini sejumlah sekolah mengubah kebun menjadi ruang belajar yang menyenangkan.",
    content: `<p>Setiap Rabu pagi, siswa kelas lima sebuah sekolah dasar di Gianyar, Bali, tidak langsung masuk kelas. Mereka menuju kebun di belakang sekolah dengan membawa buku catatan dan penggaris. Tugas mereka hari itu: mengukur tinggi tanaman kangkung yang ditanam tiga minggu sebelumnya, lalu membandingkannya dengan kangkung yang ditanam di tempat teduh.</p>
<p>“Di buku, anak-anak membaca tentang fotosintesis. Di kebun, mereka melihat sendiri mengapa tanaman yang kurang cahaya tumbuh kurus dan pucat,” kata Pak Komang, guru kelas mereka.</p>
<p>Kebun seluas kira-kira dua kali lapangan voli itu dulunya lahan kosong yang dipenuhi ilalang. Tiga tahun lalu, guru dan komite sekolah bergotong royong membersihkannya. Kini ada bedengan sayur, deretan tanaman obat keluarga, dan sebuah kolam kecil tempat siswa mengamati berudu berubah menjadi katak.</p>
<h2>Satu Kebun, Banyak Pelajaran</h2>
<p>Kebun sekolah sering dianggap sekadar kegiatan tambahan. Padahal, jika dirancang dengan baik, kebun dapat menghubungkan banyak mata pelajaran sekaligus.</p>
<ul>
<li><strong>IPA:</strong> siklus hidup tanaman, peran serangga penyerbuk, dan proses pengomposan.</li>
<li><strong>Matematika:</strong> mengukur luas bedengan, mencatat pertumbuhan, dan membuat grafik sederhana.</li>
<li><strong>Bahasa Indonesia:</strong> menulis jurnal pengamatan dan laporan hasil panen.</li>
<li><strong>Kewirausahaan:</strong> menghitung modal bibit dan menjual hasil panen di bazar sekolah.</li>
</ul>
<p>Pendekatan ini sejalan dengan semangat projek penguatan profil pelajar dalam Kurikulum Merdeka, yang mendorong siswa belajar dari persoalan nyata di sekitarnya. Panduan kurikulum dapat dibaca di laman <a href="https://kurikulum.kemdikbud.go.id">Kurikulum Kemendikbud</a>.</p>
<h2>Memulai dengan Lahan Terbatas</h2>
<p>Tidak semua sekolah memiliki halaman luas, terutama di kota besar. Namun keterbatasan itu bukan penghalang. Beberapa sekolah di Jakarta dan Surabaya memanfaatkan pot, polybag, rak vertikal, bahkan atap gedung.</p>
<ol>
<li>Mulai dari tanaman yang cepat panen seperti kangkung, bayam, atau sawi.</li>
<li>Bentuk tim piket siswa agar penyiraman tidak bergantung pada satu orang.</li>
<li>Buat komposter dari sisa makanan kantin untuk mengajarkan pengelolaan sampah.</li>
<li>Libatkan orang tua yang berpengalaman bertani atau berkebun.</li>
</ol>
<p>Hasil panen tidak harus banyak. Seikat bayam yang dimasak di kantin sekolah sudah cukup memberi rasa bangga, sekaligus membuka percakapan tentang gizi seimbang dan asal-usul makanan yang setiap hari mereka santap.</p>
<h3>Tantangan Masa Libur</h3>
<p>Masalah klasik kebun sekolah adalah libur panjang. Tanpa perawatan, tanaman layu dan semangat ikut surut. Sebagian sekolah mengatasinya dengan jadwal piket bergilir bersama warga sekitar, atau memilih tanaman keras seperti cabai dan serai yang lebih tahan kering.</p>
<blockquote>Anak yang pernah menanam sayurnya sendiri cenderung lebih mau memakannya.</blockquote>
<p>Manfaatnya pun melampaui nilai rapor. Siswa belajar bersabar menunggu panen, bekerja sama dalam tim, dan menghargai makanan di piring mereka. Bagi Pak Komang, momen paling berkesan justru ketika siswa yang biasanya pendiam dengan bangga menjelaskan cara membuat kompos kepada orang tuanya saat pembagian rapor.</p>`,
    category: "pendidikan",
    tags: "Lingkungan, Sekolah",
    author: "Made Suryawan",
    daysAgo: 24,
    published: true,
  },
  {
    title: "Merancang Antarmuka yang Ramah bagi Pengguna Lansia",
    slug: "merancang-antarmuka-yang-ramah-bagi-pengguna-lansia",
    summary:
      "Jumlah lansia yang memakai aplikasi terus bertambah, tetapi banyak desain masih melupakan mereka. Prinsip sederhana ini membuat layanan digital lebih mudah dipakai semua usia.",
    content: `<p>Pak Harjo, 68 tahun, ingin memesan obat melalui aplikasi apotek. Ia gagal tiga kali. Tombol “Lanjutkan” berwarna abu-abu muda di atas latar putih, ukurannya kecil, dan letaknya tersembunyi di bawah layar. Anaknya yang akhirnya memesan dari kota lain.</p>
<p>Cerita seperti ini sangat umum. Padahal, penduduk lanjut usia di Indonesia terus bertambah, dan semakin banyak di antara mereka yang bergantung pada aplikasi untuk berbelanja, berobat, dan berkomunikasi dengan keluarga.</p>
<p>Masalahnya jarang terletak pada kemauan belajar. Banyak lansia tekun mencatat langkah-langkah penggunaan aplikasi di buku kecil. Yang lebih sering menjadi penghalang justru keputusan desain yang diambil tanpa membayangkan mereka sebagai pengguna.</p>
<h2>Memahami Perubahan yang Dialami Lansia</h2>
<p>Merancang untuk lansia bukan berarti membuat tampilan yang kekanak-kanakan. Desainer perlu memahami beberapa perubahan alami:</p>
<ul>
<li><strong>Penglihatan:</strong> sulit membaca huruf kecil dan membedakan warna yang kontrasnya rendah.</li>
<li><strong>Motorik halus:</strong> jari kurang presisi sehingga target sentuh kecil mudah meleset.</li>
<li><strong>Memori kerja:</strong> alur yang panjang dan bercabang membuat mudah kehilangan arah.</li>
<li><strong>Kepercayaan diri:</strong> takut “merusak” sesuatu sehingga ragu mencoba.</li>
</ul>
<h2>Prinsip Praktis</h2>
<h3>Huruf dan Kontras</h3>
<p>Gunakan ukuran teks isi minimal setara 16 piksel dan pastikan aplikasi menghormati pengaturan ukuran huruf di ponsel. Pedoman <a href="https://www.w3.org/WAI/">WCAG dari W3C</a> menyarankan rasio kontras minimal 4,5:1 untuk teks biasa.</p>
<h3>Target Sentuh yang Lega</h3>
<p>Buat tombol berukuran sekitar 44 hingga 48 piksel atau lebih, dengan jarak cukup antartombol. Tombol penting sebaiknya berupa teks yang jelas, bukan ikon misterius.</p>
<h3>Satu Layar, Satu Tugas</h3>
<p>Pecah proses panjang menjadi langkah-langkah pendek dengan penanda kemajuan, misalnya “Langkah 2 dari 4”. Hindari menu tersembunyi dan gestur yang tidak terlihat seperti geser tiga jari.</p>
<h3>Bahasa yang Membumi</h3>
<p>Ganti istilah teknis seperti “autentikasi” dengan kalimat sederhana seperti “masukkan kode yang dikirim ke nomor Anda”. Pesan galat harus menjelaskan apa yang salah dan cara memperbaikinya.</p>
<h3>Beri Ruang untuk Keliru</h3>
<p>Sediakan tombol kembali yang jelas, konfirmasi sebelum tindakan penting seperti pembayaran, dan cara mudah untuk membatalkan. Pengguna yang tahu bahwa kesalahannya bisa diperbaiki akan lebih berani menjelajah aplikasi tanpa takut merusak sesuatu.</p>
<h2>Uji Langsung dengan Pengguna</h2>
<p>Cara terbaik memahami lansia adalah mengamati mereka memakai produk. Ajak lima orang tua, berikan tugas sederhana, dan perhatikan di mana mereka ragu. Temuan dari sesi singkat ini sering lebih berharga daripada rapat desain berjam-jam.</p>
<blockquote>Desain yang ramah lansia hampir selalu lebih nyaman juga bagi pengguna muda yang sedang terburu-buru atau membaca di bawah terik matahari.</blockquote>
<p>Aksesibilitas bukan fitur tambahan untuk segelintir orang. Ia adalah bagian dari kualitas produk. Ketika Pak Harjo bisa memesan obatnya sendiri, aplikasi itu tidak hanya mendapat satu pengguna, tetapi juga mengembalikan rasa mandiri yang sangat berarti baginya.</p>`,
    category: "desain",
    tags: "Aksesibilitas, Desain Produk",
    author: "Larasati Putri",
    daysAgo: 15,
    published: true,
  },
  {
    title: "Sepak Bola Putri Indonesia Menanti Kompetisi yang Berkelanjutan",
    slug: "sepak-bola-putri-indonesia-menanti-kompetisi-yang-berkelanjutan",
    summary:
      "Bakat pesepak bola putri terus bermunculan dari sekolah dan akademi. Tanpa liga yang rutin bergulir, mimpi mereka untuk berkembang dan bermain di level tertinggi mudah terhenti.",
    content: `<p>Sore itu lapangan di pinggir Kota Sleman basah setelah hujan. Puluhan remaja putri berlatih mengoper bola dengan sepatu yang sebagian sudah robek di ujungnya. Pelatih mereka, Mbak Yuni, meniup peluit berkali-kali, membetulkan posisi badan satu per satu. “Semangat mereka luar biasa. Yang kurang cuma satu: tempat untuk bertanding,” katanya.</p>
<h2>Bakat Ada, Panggung Terbatas</h2>
<p>Minat perempuan Indonesia terhadap sepak bola terus tumbuh. Sekolah sepak bola putri bermunculan di berbagai daerah, dan turnamen antarpelajar semakin ramai peserta. Namun, jenjang karier setelah usia remaja masih belum jelas.</p>
<p>Liga 1 Putri sempat bergulir pada 2019 dan disambut antusias. Sayangnya, kompetisi itu tidak berlanjut secara rutin pada tahun-tahun berikutnya. Banyak pemain akhirnya hanya bermain di turnamen pendek atau berhenti sama sekali untuk bekerja.</p>
<p>Situasi ini membuat banyak pemain berbakat harus memilih jalan lain. Sebagian beralih ke futsal yang kompetisinya lebih rutin, sebagian lagi mencoba peruntungan bermain di luar negeri. Hanya segelintir yang benar-benar mampu bertahan sebagai pesepak bola hingga usia matang.</p>
<h2>Mengapa Kompetisi Reguler Penting</h2>
<ul>
<li><strong>Jam terbang:</strong> pemain butuh puluhan laga kompetitif setiap musim untuk berkembang.</li>
<li><strong>Kepastian karier:</strong> kontrak dan gaji, sekecil apa pun, membuat pemain bisa fokus berlatih.</li>
<li><strong>Bahan pemantauan:</strong> pelatih tim nasional membutuhkan kompetisi untuk memantau pemain.</li>
<li><strong>Daya tarik sponsor:</strong> jadwal yang pasti memudahkan klub mencari mitra bisnis.</li>
</ul>
<h2>Belajar dari Negara Tetangga</h2>
<p>Beberapa negara di Asia membangun sepak bola putri melalui langkah bertahap: kompetisi pelajar yang rapi, liga semi-profesional, lalu liga profesional. Kuncinya bukan langsung menggelar liga besar, melainkan menjaga kompetisi tetap berjalan setiap tahun meski formatnya sederhana.</p>
<h3>Peran Klub dan Daerah</h3>
<p>Klub-klub profesional pria sebenarnya memiliki modal penting: fasilitas, staf medis, dan basis penggemar. Membina tim putri dapat menjadi bagian dari tanggung jawab sosial klub sekaligus memperluas pasar penggemar. Pemerintah daerah juga dapat membantu melalui penyediaan lapangan dan turnamen antarkabupaten.</p>
<p>Di tingkat akar rumput, pelatih seperti Mbak Yuni kerap merogoh kantong sendiri untuk membeli bola, menyewa lapangan, dan membiayai perjalanan tim ke turnamen di luar kota.</p>
<blockquote>“Anak-anak ini tidak minta diistimewakan. Mereka hanya ingin punya jadwal pertandingan yang jelas,” ujar Mbak Yuni.</blockquote>
<h2>Dukungan dari Tribun</h2>
<p>Penonton pun punya peran. Menonton langsung pertandingan putri, membagikan cuplikan laga, dan membeli tiket, sekecil apa pun, mengirim sinyal kepada sponsor bahwa pasar itu ada. Perkembangan terbaru federasi dapat diikuti melalui situs resmi <a href="https://www.pssi.org">PSSI</a>.</p>
<p>Menjelang petang, latihan di Sleman usai. Para pemain merapikan kerucut latihan dan pulang dengan sepeda motor. Mereka tidak tahu kapan pertandingan resmi berikutnya. Namun besok sore, mereka akan kembali ke lapangan yang sama, berharap suatu hari kerja keras itu dibayar dengan panggung yang layak.</p>`,
    category: "olahraga",
    tags: "Sepak Bola, Perempuan",
    author: "Fajar Nugroho",
    daysAgo: 4,
    published: true,
    featured: true,
  },
  {
    title: "Mengelola Arus Kas Usaha Kecil saat Harga Bahan Baku Naik Turun",
    slug: "mengelola-arus-kas-usaha-kecil-saat-harga-bahan-baku-naik-turun",
    summary:
      "Banyak usaha kecil tutup bukan karena sepi pembeli, melainkan karena kehabisan uang tunai. Lima kebiasaan keuangan ini membantu pemilik usaha bertahan saat harga bergejolak.",
    content: `<p>Bu Tini menjual nasi rames di dekat sebuah pabrik di Bekasi. Warungnya selalu ramai, tetapi pada akhir bulan ia kerap bingung: uang untuk belanja ke pasar tidak cukup. Ketika harga cabai dan beras naik bersamaan, ia terpaksa berutang ke pemasok. “Rasanya jualan laris, tapi uangnya entah ke mana,” katanya.</p>
<p>Masalah Bu Tini bukan soal untung atau rugi, melainkan <strong>arus kas</strong>, yakni aliran uang masuk dan keluar dari usaha. Usaha yang untung di atas kertas pun bisa tumbang jika uang tunainya habis pada saat yang salah.</p>
<h2>1. Pisahkan Uang Usaha dan Uang Pribadi</h2>
<p>Ini nasihat klasik yang paling sering diabaikan. Buka rekening atau dompet digital khusus usaha. Bayar diri sendiri dengan “gaji” tetap, alih-alih mengambil uang kas setiap kali ada keperluan rumah tangga.</p>
<h2>2. Catat Setiap Hari, Meski Sederhana</h2>
<p>Buku tulis atau aplikasi pencatatan gratis sama baiknya, asalkan konsisten. Catat penjualan, belanja bahan, dan pengeluaran lain. Dalam sebulan, pola akan terlihat: hari apa paling ramai, bahan apa yang paling boros.</p>
<h2>3. Siapkan Dana Penyangga</h2>
<p>Sisihkan sebagian keuntungan, misalnya lima hingga sepuluh persen, ke dalam dana cadangan. Targetkan dana ini cukup untuk menutup biaya operasional satu hingga tiga bulan. Dana inilah yang menyelamatkan usaha saat harga bahan baku melonjak mendadak.</p>
<h2>4. Hitung Ulang Harga Jual secara Berkala</h2>
<p>Banyak pedagang enggan menaikkan harga karena takut kehilangan pelanggan. Namun menjual di bawah biaya produksi sama dengan menyubsidi pembeli dari kantong sendiri. Beberapa siasat yang bisa dipakai:</p>
<ul>
<li>Sesuaikan porsi lauk tertentu ketimbang menaikkan harga seluruh menu.</li>
<li>Tawarkan paket hemat yang memakai bahan dengan harga lebih stabil.</li>
<li>Jelaskan kenaikan harga dengan jujur; pelanggan tetap umumnya memahami.</li>
</ul>
<h2>5. Kelola Utang Piutang dengan Disiplin</h2>
<p>Kasbon pelanggan memang sulit ditolak, terutama di lingkungan yang saling kenal. Tetapkan batas nominal dan tenggat pembayaran yang jelas. Di sisi lain, negosiasikan tempo pembayaran dengan pemasok agar uang keluar tidak lebih cepat daripada uang masuk.</p>
<h3>Memanfaatkan Pembiayaan dengan Bijak</h3>
<p>Kredit usaha dapat membantu, asalkan dipakai untuk hal yang produktif seperti menambah peralatan, bukan menutup kebutuhan konsumsi. Pinjam dari lembaga yang terdaftar dan diawasi <a href="https://www.ojk.go.id">Otoritas Jasa Keuangan</a>, dan hindari pinjaman daring ilegal dengan bunga mencekik.</p>
<blockquote>Omzet adalah kebanggaan, laba adalah tujuan, tetapi arus kas adalah napas usaha.</blockquote>
<p>Setelah tiga bulan rajin mencatat, Bu Tini menemukan bahwa pengeluaran terbesarnya justru minyak goreng yang dibeli eceran. Kini ia membelinya dalam kemasan besar setiap awal bulan. Selisihnya kecil per hari, tetapi cukup untuk mulai mengisi dana cadangan.</p>`,
    category: "bisnis",
    tags: "UMKM, Keuangan",
    author: "Hendra Wijaya",
    daysAgo: 31,
    published: true,
  },
  {
    title: "Video Pendek, Dampak Panjang: Strategi Konten untuk Merek Lokal",
    slug: "video-pendek-dampak-panjang-strategi-konten-untuk-merek-lokal",
    summary:
      "Video berdurasi kurang dari satu menit bisa membuat merek kecil dikenal luas. Namun viral saja tidak cukup. Ini cara merek lokal membangun konten yang konsisten dan menjual.",
    content: `<p>Sebuah usaha sambal rumahan di Malang pernah mendadak kebanjiran pesanan setelah videonya ditonton jutaan kali. Pemiliknya kewalahan. Stok habis dalam dua hari, pesanan terlambat, dan ulasan buruk mulai berdatangan. Sebulan kemudian, penjualan kembali seperti semula.</p>
<p>Kisah ini menggambarkan paradoks pemasaran era video pendek: menjadi viral itu mudah ditiru, tetapi mempertahankan perhatian jauh lebih sulit.</p>
<h2>Mengapa Video Pendek Efektif</h2>
<p>Format vertikal berdurasi 15 hingga 60 detik cocok dengan kebiasaan menonton di ponsel. Algoritma platform juga memberi kesempatan bagi akun kecil untuk menjangkau penonton baru, bukan hanya pengikut yang sudah ada. Bagi merek lokal dengan anggaran iklan terbatas, ini peluang besar.</p>
<h2>Pilar Konten yang Konsisten</h2>
<p>Alih-alih mengejar tren setiap hari, tetapkan tiga sampai empat <strong>pilar konten</strong> yang mencerminkan merek Anda. Contohnya untuk usaha sambal:</p>
<ul>
<li><strong>Di balik layar:</strong> proses memilih cabai dan mengulek sambal.</li>
<li><strong>Edukasi:</strong> tips menyimpan sambal agar awet tanpa pengawet.</li>
<li><strong>Cerita pelanggan:</strong> menu kreasi pembeli dengan sambal Anda.</li>
<li><strong>Hiburan:</strong> tantangan tingkat kepedasan bersama karyawan.</li>
</ul>
<h2>Tiga Detik Pertama Menentukan</h2>
<p>Penonton memutuskan untuk terus menonton atau menggulir dalam hitungan detik. Buka video dengan gambar yang kuat atau pertanyaan yang memancing rasa penasaran. Hindari pembuka panjang berisi logo dan salam.</p>
<h3>Struktur Sederhana yang Bisa Dicoba</h3>
<ol>
<li><em>Kait:</em> masalah atau hasil akhir yang menarik perhatian.</li>
<li><em>Isi:</em> proses atau informasi inti, padat dan cepat.</li>
<li><em>Ajakan:</em> satu tindakan jelas, misalnya kunjungi etalase toko.</li>
</ol>
<h3>Tidak Perlu Peralatan Mahal</h3>
<p>Ponsel dengan kamera yang layak, cahaya dari jendela, dan mikrofon klip sederhana sudah cukup untuk memulai. Penonton video pendek lebih menghargai keaslian daripada produksi yang mengilap. Yang lebih penting adalah konsistensi: jadwal unggah yang teratur membantu algoritma dan penonton mengenali akun Anda.</p>
<h2>Siapkan Operasional Sebelum Viral</h2>
<p>Pelajaran dari usaha sambal di Malang adalah pentingnya kesiapan. Sebelum menggencarkan konten, pastikan stok, kemasan, dan layanan pelanggan siap menghadapi lonjakan. Siapkan juga pesan otomatis yang sopan jika pesanan sedang dalam antrean.</p>
<h2>Ukur yang Benar-Benar Penting</h2>
<p>Jumlah penonton memang menyenangkan, tetapi bukan satu-satunya ukuran. Perhatikan rasio tonton hingga selesai, jumlah simpanan dan bagikan, serta yang terpenting, berapa banyak penonton yang berkunjung ke toko dan membeli. Bandingkan data ini setiap bulan untuk mengetahui pilar konten mana yang paling berhasil.</p>
<blockquote>Konten yang baik tidak sekadar membuat orang berhenti menggulir, tetapi membuat mereka ingat nama merek Anda keesokan harinya.</blockquote>
<p>Merek lokal memiliki keunggulan yang sulit ditiru merek besar: cerita yang autentik dan kedekatan dengan pelanggan. Video pendek hanyalah medium. Yang membuat penonton kembali adalah kejujuran cerita dan kualitas produk di baliknya.</p>`,
    category: "marketing",
    tags: "Media Sosial, UMKM",
    author: "Nadia Safitri",
    daysAgo: 27,
    published: true,
  },
  {
    title: "Mengapa Film Horor Indonesia Terus Memenuhi Bioskop",
    slug: "mengapa-film-horor-indonesia-terus-memenuhi-bioskop",
    summary:
      "Film horor mendominasi daftar film Indonesia terlaris beberapa tahun terakhir. Apa rahasia genre ini memikat penonton, dan bagaimana masa depannya di tengah kejenuhan tema?",
    content: `<p>Antrean di depan loket bioskop sebuah pusat perbelanjaan di Depok mengular hingga ke eskalator. Hari itu Kamis, hari pemutaran perdana film horor terbaru. Sebagian besar penonton adalah anak muda yang datang berombongan. “Nonton horor itu paling seru kalau ramai-ramai. Teriaknya bareng,” kata Salsa, mahasiswi yang datang bersama lima temannya.</p>
<h2>Genre yang Tak Pernah Sepi</h2>
<p>Horor sudah lama menjadi bagian penting perfilman Indonesia, dari era Suzzanna pada 1980-an hingga gelombang film hantu pada 2000-an. Namun beberapa tahun terakhir, genre ini mencapai puncak baru. <em>KKN di Desa Penari</em> (2022) ditonton sekitar sepuluh juta orang, sementara <em>Pengabdi Setan 2: Communion</em> menembus lebih dari enam juta penonton.</p>
<h2>Apa yang Membuatnya Memikat</h2>
<ul>
<li><strong>Kedekatan budaya:</strong> kisah tentang santet, pesugihan, dan desa terpencil terasa akrab bagi penonton Indonesia.</li>
<li><strong>Pengalaman kolektif:</strong> horor paling nikmat ditonton bersama di bioskop, bukan sendirian di layar ponsel.</li>
<li><strong>Viral dari mulut ke mulut:</strong> banyak kisah berawal dari utas media sosial yang sudah punya penggemar sebelum difilmkan.</li>
<li><strong>Biaya produksi relatif terjangkau:</strong> tidak memerlukan efek visual semahal film laga atau fiksi ilmiah.</li>
</ul>
<h2>Kualitas yang Semakin Matang</h2>
<p>Generasi sutradara baru membawa standar produksi yang lebih tinggi. Tata suara, sinematografi, dan desain produksi digarap serius. Beberapa film horor Indonesia bahkan diputar di festival internasional dan dirilis di platform streaming global, memperkenalkan mitologi Nusantara kepada penonton dunia.</p>
<p>Kesuksesan di bioskop juga mendorong produser mengembangkan cerita menjadi waralaba, mulai dari sekuel, prekuel, hingga serial di layanan streaming. Nama rumah produksi dan sutradara tertentu bahkan sudah menjadi jaminan mutu bagi sebagian penonton.</p>
<h3>Risiko Kejenuhan</h3>
<p>Di sisi lain, kesuksesan ini memicu banjir film serupa. Judul-judul dengan formula yang mirip, seperti jumpscare berulang dan sosok hantu yang itu-itu saja, mulai membuat sebagian penonton jenuh. Kritikus juga menyoroti kecenderungan mengeksploitasi simbol agama demi efek kejut semata.</p>
<blockquote>Penonton horor Indonesia kini semakin cerdas. Mereka tetap ingin takut, tetapi juga ingin cerita yang masuk akal.</blockquote>
<h2>Ke Mana Arah Selanjutnya</h2>
<p>Sejumlah sineas mulai mencampurkan horor dengan drama keluarga, komedi, atau kritik sosial. Pendekatan ini memberi lapisan makna tanpa menghilangkan ketegangan. Horor tidak lagi sekadar soal hantu, tetapi juga tentang trauma, kemiskinan, dan relasi kuasa di masyarakat.</p>
<p>Bagi industri film nasional secara keseluruhan, kesuksesan horor membawa dampak positif. Penonton kembali terbiasa datang ke bioskop untuk film Indonesia, dan kebiasaan itu membuka jalan bagi genre lain. Tantangannya kini adalah memastikan keberagaman cerita tetap terjaga agar bioskop tidak hanya dipenuhi teriakan ketakutan.</p>
<p>Salsa sendiri mengaku tetap akan menonton film horor berikutnya. “Asal ceritanya beda. Kalau hantunya muncul di kamar mandi lagi, mungkin aku skip,” katanya sambil tertawa.</p>`,
    category: "hiburan",
    tags: "Film",
    author: "Bayu Aji Saputra",
    daysAgo: 42,
    published: true,
  },
  {
    title: "Taman Kota yang Ramah Anak Tidak Harus Mahal",
    slug: "taman-kota-yang-ramah-anak-tidak-harus-mahal",
    summary:
      "Anak-anak kota makin jarang bermain di luar rumah. Ruang publik yang aman, teduh, dan dekat permukiman bisa mengubah itu, dan kuncinya lebih sering perencanaan daripada anggaran.",
    content: `<p>Setiap sore, sebuah taman kecil di kawasan padat penduduk di Jakarta Barat berubah menjadi dunia anak-anak. Ada yang bermain bola plastik, ada yang berlatih sepeda dengan roda bantu, ada pula yang sekadar duduk di bangku sambil berbagi jajanan. Para ibu mengobrol di pinggir lapangan sembari mengawasi.</p>
<p>Taman itu adalah salah satu Ruang Publik Terpadu Ramah Anak atau RPTRA. Ukurannya tidak besar, fasilitasnya sederhana. Namun bagi warga sekitar yang tinggal di rumah-rumah sempit, taman ini adalah halaman bersama.</p>
<h2>Mengapa Anak Butuh Ruang Bermain</h2>
<p>Bermain bebas di luar ruangan bukan sekadar hiburan. Aktivitas ini melatih keseimbangan dan kekuatan tubuh, kemampuan bersosialisasi, serta keberanian mengambil risiko kecil secara sehat. Di sisi lain, waktu layar anak-anak kota terus meningkat, sebagian karena memang tidak ada tempat aman untuk bermain.</p>
<h2>Ciri Taman yang Benar-Benar Ramah Anak</h2>
<ul>
<li><strong>Dekat:</strong> bisa dicapai dengan berjalan kaki dalam sepuluh menit dari rumah.</li>
<li><strong>Aman:</strong> terpisah dari lalu lintas, dengan penerangan yang cukup pada sore dan malam hari.</li>
<li><strong>Teduh:</strong> pohon peneduh jauh lebih berguna daripada perosotan logam yang panas terjemur.</li>
<li><strong>Inklusif:</strong> dapat dinikmati anak berkebutuhan khusus dan dilengkapi jalur untuk kereta dorong.</li>
<li><strong>Nyaman bagi pendamping:</strong> tersedia bangku, toilet bersih, dan air minum.</li>
</ul>
<h2>Murah, Asal Direncanakan dengan Warga</h2>
<p>Taman yang baik tidak selalu membutuhkan anggaran besar. Gundukan tanah berumput, batang kayu untuk memanjat, dan bak pasir sering lebih disukai anak-anak daripada mainan plastik mahal. Kuncinya adalah melibatkan warga, termasuk anak-anak, sejak tahap perencanaan.</p>
<p>Beberapa kota telah mencoba pendekatan ini. Taman Bungkul di Surabaya, misalnya, berkembang menjadi ruang berkumpul lintas usia karena aktif dikelola dan dekat dengan kegiatan warga sehari-hari.</p>
<p>Prinsip serupa bisa diterapkan di kota-kota kecil. Lapangan desa, halaman balai warga, atau bantaran sungai yang ditata ulang dapat menjadi ruang bermain yang layak, asalkan aman, teduh, dan terawat.</p>
<h3>Perawatan adalah Kunci</h3>
<p>Banyak taman dibangun meriah, lalu terbengkalai dalam dua tahun. Alat bermain rusak, lampu padam, dan rumput meninggi. Model pengelolaan bersama, dengan kader warga yang mendapat dukungan anggaran perawatan rutin, terbukti lebih berkelanjutan daripada mengandalkan dinas semata.</p>
<blockquote>Kota yang baik bagi anak-anak adalah kota yang baik bagi semua orang.</blockquote>
<h2>Langkah yang Bisa Dimulai Warga</h2>
<ol>
<li>Petakan lahan tidur di lingkungan sekitar yang bisa diusulkan menjadi ruang bermain.</li>
<li>Sampaikan usulan melalui musyawarah perencanaan pembangunan di tingkat kelurahan.</li>
<li>Bentuk kelompok relawan untuk menjaga kebersihan dan keamanan taman.</li>
</ol>
<p>Ketika matahari terbenam di taman Jakarta Barat itu, anak-anak pulang dengan kaki berdebu dan wajah gembira. Pemandangan sederhana ini semestinya bukan kemewahan, melainkan hak setiap anak yang tumbuh di kota.</p>`,
    category: "sosial",
    tags: "Ruang Publik, Anak",
    author: null,
    daysAgo: 55,
    published: true,
  },
  {
    title: "Belajar Membaca Pelan di Era Gulir Tanpa Henti",
    slug: "belajar-membaca-pelan-di-era-gulir-tanpa-henti",
    summary:
      "Kita membaca lebih banyak kata daripada generasi mana pun, tetapi jarang benar-benar membaca. Sebuah ajakan untuk merebut kembali kebiasaan membaca yang tenang dan dalam.",
    content: `<p>Pagi ini, sebelum bangkit dari tempat tidur, saya sudah membaca puluhan judul berita, beberapa utas panjang, dan komentar yang entah berapa banyak. Namun ketika ditanya apa yang saya baca, saya kesulitan menjawab. Semuanya lewat begitu saja, seperti pemandangan dari jendela kereta cepat.</p>
<p>Saya curiga pengalaman ini bukan milik saya seorang. Kita hidup di zaman ketika membaca tidak pernah semudah ini, tetapi memahami justru terasa semakin sulit.</p>
<h2>Membaca Bukan Sekadar Memindai</h2>
<p>Layar mendorong kita membaca dengan pola memindai: melompat dari judul ke paragraf pertama, lalu mencari kata kunci. Cara ini berguna untuk mencari informasi cepat. Masalahnya, kebiasaan memindai perlahan terbawa ke bacaan yang menuntut perhatian penuh, seperti esai, novel, atau laporan panjang.</p>
<p>Akibatnya, kita merasa sudah tahu banyak hal padahal hanya mengenal permukaannya. Ada semacam <em>déjà vu</em> pengetahuan: rasanya pernah membaca, tetapi tidak pernah benar-benar mengerti.</p>
<h2>Melawan dengan Kebiasaan Kecil</h2>
<p>Saya tidak percaya solusinya adalah meninggalkan ponsel dan hidup seperti pertapa. Itu naïf dan tidak realistis. Yang bisa dilakukan adalah menyediakan ruang kecil untuk membaca pelan.</p>
<ul>
<li><strong>Jadwalkan waktu membaca</strong> seperti janji temu, misalnya dua puluh menit sebelum tidur.</li>
<li><strong>Jauhkan ponsel</strong> dari jangkauan tangan, bukan sekadar dibalik layarnya.</li>
<li><strong>Baca dengan pensil</strong> dan tandai kalimat yang membuat Anda berhenti berpikir.</li>
<li><strong>Ceritakan ulang</strong> apa yang Anda baca kepada teman atau pasangan.</li>
</ul>
<h2>Perpustakaan sebagai Ruang Sunyi</h2>
<p>Di tengah kota yang bising, perpustakaan umum menawarkan sesuatu yang langka: tempat sunyi yang gratis. Banyak perpustakaan daerah kini tampil lebih nyaman dan modern. Katalog koleksi nasional juga bisa ditelusuri melalui situs <a href="https://www.perpusnas.go.id">Perpustakaan Nasional</a>. Sayangnya, ruang-ruang ini masih jarang dimanfaatkan, terutama oleh orang dewasa.</p>
<blockquote>Membaca pelan bukan soal kecepatan, melainkan soal memberi kesempatan kepada sebuah gagasan untuk benar-benar tinggal.</blockquote>
<p>Membaca pelan juga berarti memberi izin kepada diri sendiri untuk tidak selalu mengikuti setiap perbincangan yang sedang ramai. Tidak apa-apa ketinggalan satu atau dua topik viral. Dunia akan baik-baik saja, dan Anda mungkin justru mendapat sesuatu yang lebih bertahan lama.</p>
<h2>Bukan Nostalgia</h2>
<p>Ajakan ini bukan romantisme terhadap masa lalu. Generasi sebelumnya pun tidak semuanya pembaca tekun. Tetapi mereka tidak menghadapi mesin yang dirancang untuk merebut perhatian setiap detik. Kita menghadapinya, sehingga kita perlu lebih sadar dan lebih sengaja.</p>
<p>Minggu lalu, saya menyelesaikan sebuah novel tipis yang sudah setahun menganggur di rak. Butuh enam malam. Tidak ada notifikasi yang memberi tahu bahwa saya berhasil, tidak ada tanda suka. Tetapi untuk pertama kalinya dalam waktu lama, saya ingat betul apa yang saya baca, dan itu terasa seperti kemewahan kecil yang pantas diperjuangkan.</p>`,
    category: "opini",
    tags: "Literasi, Media Sosial",
    author: "Ayu Lestari",
    daysAgo: 2,
    published: false,
  },
  {
    title: "Mengenal Peran DPRD dalam Urusan Sehari-hari Warga",
    slug: "mengenal-peran-dprd-dalam-urusan-sehari-hari-warga",
    summary:
      "Jalan rusak, sekolah, dan puskesmas di daerah banyak ditentukan oleh keputusan DPRD. Memahami fungsi lembaga ini membantu warga menyalurkan aspirasi dengan lebih tepat sasaran.",
    content: `<p>Ketika jalan di depan rumah berlubang selama berbulan-bulan, ke mana warga biasanya mengadu? Sebagian mengunggah foto ke media sosial sambil menandai akun wali kota. Sebagian lain menunggu saja. Jarang yang terpikir untuk menghubungi anggota Dewan Perwakilan Rakyat Daerah (DPRD) dari daerah pemilihannya.</p>
<p>Padahal, DPRD memegang peran penting dalam menentukan prioritas pembangunan daerah, termasuk perbaikan jalan tersebut.</p>
<h2>Tiga Fungsi Utama DPRD</h2>
<p>Berdasarkan Undang-Undang Pemerintahan Daerah, DPRD provinsi maupun kabupaten/kota memiliki tiga fungsi pokok:</p>
<ol>
<li><strong>Pembentukan peraturan daerah.</strong> Bersama kepala daerah, DPRD membahas dan menyetujui perda, mulai dari aturan pajak daerah hingga pengelolaan sampah.</li>
<li><strong>Anggaran.</strong> DPRD membahas dan menyetujui Anggaran Pendapatan dan Belanja Daerah (APBD) yang diajukan pemerintah daerah.</li>
<li><strong>Pengawasan.</strong> DPRD mengawasi pelaksanaan perda dan penggunaan APBD oleh pemerintah daerah.</li>
</ol>
<h2>Mengapa Anggaran Daerah Penting bagi Warga</h2>
<p>APBD membiayai banyak layanan yang langsung dirasakan warga: perbaikan jalan kabupaten, operasional puskesmas, sebagian fasilitas sekolah, hingga penerangan jalan umum. Ketika DPRD dan pemerintah daerah menyepakati anggaran, mereka sesungguhnya sedang memutuskan kebutuhan siapa yang didahulukan.</p>
<h2>Saluran Aspirasi yang Tersedia</h2>
<p>Ada beberapa cara warga dapat menyampaikan aspirasi kepada DPRD:</p>
<ul>
<li><strong>Masa reses:</strong> anggota DPRD wajib turun ke daerah pemilihannya untuk menyerap aspirasi. Hadiri pertemuan ini dan sampaikan usulan secara konkret.</li>
<li><strong>Musrenbang:</strong> musyawarah perencanaan pembangunan dari tingkat kelurahan menjadi dasar penyusunan program daerah.</li>
<li><strong>Rapat dengar pendapat:</strong> kelompok warga dapat meminta audiensi dengan komisi terkait.</li>
<li><strong>Surat dan kanal pengaduan resmi:</strong> banyak DPRD kini memiliki situs dan nomor pengaduan.</li>
</ul>
<h3>Agar Usulan Didengar</h3>
<p>Aspirasi yang jelas lebih mudah ditindaklanjuti. Sertakan lokasi, foto, jumlah warga terdampak, dan usulan solusi. Usulan yang disampaikan bersama oleh RT, RW, atau komunitas biasanya lebih diperhatikan daripada keluhan perorangan.</p>
<blockquote>Partisipasi warga tidak berhenti di bilik suara. Justru setelah pemilu, pekerjaan mengawal wakil rakyat baru dimulai.</blockquote>
<p>Warga juga dapat memantau kinerja wakilnya dengan cara sederhana: apakah ia hadir dalam rapat, apakah aspirasi dari masa reses benar-benar diperjuangkan dalam pembahasan anggaran, dan apakah ia mudah dihubungi oleh konstituennya. Catatan semacam ini berguna sebagai bahan pertimbangan pada pemilu berikutnya.</p>
<h2>Mengawasi dengan Data</h2>
<p>Dokumen APBD dan peraturan daerah umumnya dapat diakses publik melalui situs pemerintah daerah atau jaringan dokumentasi hukum. Informasi rekapitulasi hasil pemilu dan daftar wakil terpilih dapat dilihat melalui <a href="https://www.kpu.go.id">Komisi Pemilihan Umum</a>. Dengan data tersebut, warga dapat menilai apakah janji kampanye benar-benar diwujudkan dalam kebijakan.</p>
<p>Memahami DPRD bukan urusan pengamat politik semata. Ia adalah bagian dari keseharian kita, dari lubang di jalan depan rumah hingga kualitas layanan di puskesmas terdekat.</p>`,
    category: "politik",
    tags: "Pemerintahan Daerah, Warga",
    author: "Rizky Ramadhan",
    daysAgo: 5,
    published: false,
  },
];
