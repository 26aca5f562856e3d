import { texts } from "~/lib/texts";

// The pages the footer links to, so a new site has no dead link (the Privasi page every site
// gets from migration 0055). Plain HTML of the kind the
// editor writes (h2–h4, paragraphs, lists, links); the owner rewrites them in "Halaman".
const { address, email, phone } = texts.footer;

export const starterPages: { title: string; slug: string; summary: string; content: string }[] = [
  {
    title: "Tentang Kami",
    slug: "about",
    summary: "Siapa kami, apa yang kami tulis, dan mengapa Warta hadir untuk pembaca Indonesia.",
    content: `<p>Warta adalah media daring yang menghadirkan tulisan jernih dan bermanfaat tentang teknologi, bisnis, pendidikan, desain, dan gaya hidup. Kami percaya bahwa informasi yang baik harus mudah dipahami, dapat dipercaya, dan terbuka untuk semua pembaca.</p>
<h2>Apa yang kami tulis</h2>
<p>Setiap artikel di Warta ditulis atau disunting oleh tim redaksi kami. Kami memilih topik yang dekat dengan keseharian pembaca Indonesia: cara teknologi mengubah pekerjaan, peluang usaha kecil, dunia sekolah dan kampus, hingga kebiasaan sehat di tengah kesibukan kota.</p>
<h2>Prinsip redaksi</h2>
<ul><li><p><strong>Akurat.</strong> Fakta kami periksa ulang, dan sumber kami sebutkan.</p></li><li><p><strong>Berimbang.</strong> Opini ditandai dengan jelas sebagai opini.</p></li><li><p><strong>Terbuka.</strong> Kesalahan kami koreksi secara terbuka di artikel yang bersangkutan.</p></li></ul>
<h2>Bergabung dalam percakapan</h2>
<p>Pembaca dapat meninggalkan komentar di setiap artikel. Komentar ditinjau redaksi sebelum tampil agar diskusi tetap sehat dan saling menghormati.</p>`,
  },
  {
    title: "Kontak",
    slug: "contact",
    summary: "Hubungi redaksi Warta untuk pertanyaan, koreksi, kerja sama, atau usulan tulisan.",
    content: `<p>Kami senang mendengar dari Anda, baik berupa pertanyaan, koreksi atas artikel, usulan topik, maupun tawaran kerja sama.</p>
<h2>Redaksi</h2>
<ul><li><p>Alamat: ${address}</p></li><li><p>Email: <a href="mailto:${email}">${email}</a></p></li><li><p>Telepon: ${phone} (Senin–Jumat, 09.00–17.00 WIB)</p></li></ul>
<h2>Koreksi dan hak jawab</h2>
<p>Jika Anda menemukan kesalahan dalam artikel kami, kirimkan email dengan menyertakan judul artikel dan bagian yang perlu diperbaiki. Redaksi akan meninjau dan menanggapi paling lambat dalam dua hari kerja.</p>
<h2>Kerja sama dan iklan</h2>
<p>Untuk kerja sama konten atau pemasangan iklan, tuliskan kebutuhan Anda ke email redaksi dengan subjek "Kerja Sama".</p>`,
  },
  {
    title: "Karier",
    slug: "careers",
    summary:
      "Bergabunglah dengan tim Warta: penulis, penyunting, dan pengembang yang peduli pada pembaca.",
    content: `<p>Warta dikerjakan oleh tim kecil yang peduli pada tulisan yang baik dan pembaca yang cerdas. Kami selalu membuka pintu bagi orang-orang yang ingin tumbuh bersama.</p>
<h2>Siapa yang kami cari</h2>
<ul><li><p><strong>Penulis lepas</strong> untuk rubrik teknologi, bisnis, pendidikan, dan gaya hidup.</p></li><li><p><strong>Penyunting</strong> yang teliti terhadap bahasa Indonesia yang baik dan benar.</p></li><li><p><strong>Pengembang web</strong> yang ingin membuat situs berita cepat dan mudah diakses.</p></li></ul>
<h2>Cara melamar</h2>
<p>Kirimkan surat lamaran singkat, riwayat hidup, dan dua contoh karya terbaik Anda ke <a href="mailto:${email}">${email}</a> dengan subjek "Karier – posisi yang dilamar". Kami akan menghubungi kandidat yang sesuai dalam dua minggu.</p>
<p>Saat ini belum ada lowongan tetap yang dibuka, tetapi lamaran Anda akan kami simpan untuk kesempatan berikutnya.</p>`,
  },
  {
    title: "FAQ",
    slug: "faq",
    summary: "Jawaban atas pertanyaan yang paling sering diajukan pembaca Warta.",
    content: `<h2>Apakah membaca Warta gratis?</h2>
<p>Ya. Semua artikel Warta dapat dibaca tanpa biaya dan tanpa perlu mendaftar.</p>
<h2>Mengapa komentar saya belum tampil?</h2>
<p>Setiap komentar ditinjau redaksi sebelum ditampilkan. Biasanya komentar disetujui dalam satu hari kerja.</p>
<h2>Bagaimana cara berlangganan buletin?</h2>
<p>Masukkan alamat email Anda di kolom "Berlangganan Buletin" di bagian bawah setiap halaman. Anda dapat berhenti berlangganan kapan saja.</p>
<h2>Bolehkah saya mengutip artikel Warta?</h2>
<p>Silakan mengutip sebagian dengan menyebutkan Warta sebagai sumber dan menautkan artikel aslinya.</p>
<h2>Bagaimana cara mengirim tulisan?</h2>
<p>Kirim usulan tulisan Anda ke <a href="mailto:${email}">${email}</a>. Redaksi akan membalas bila tulisan sesuai dengan rubrik kami.</p>`,
  },
  {
    title: "Bantuan",
    slug: "help",
    summary: "Panduan singkat memakai Warta: mencari artikel, berkomentar, dan berlangganan.",
    content: `<h2>Mencari artikel</h2>
<p>Di beranda, ketik kata kunci di kolom "Cari artikel..." atau pilih kategori. Pencarian mengenali awal kata, jadi "tekno" juga menemukan "teknologi".</p>
<h2>Membaca dengan nyaman</h2>
<p>Tekan tombol bulan atau matahari di bagian atas untuk berganti antara mode gelap dan terang. Klik gambar di dalam artikel untuk memperbesarnya.</p>
<h2>Berkomentar</h2>
<p>Isi nama dan komentar Anda di bagian bawah artikel, lalu tekan "Kirim Komentar". Email boleh dikosongkan.</p>
<h2>Masih butuh bantuan?</h2>
<p>Hubungi kami di <a href="mailto:${email}">${email}</a> atau telepon ${phone}. Lihat juga halaman <a href="/faq">FAQ</a>.</p>`,
  },
];
