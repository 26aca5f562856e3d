// The Privasi page every site starts with (migration 0055; docs/decisions/0032-personal-data.md):
// what Warta collects, why, for how long, and whom to ask. Plain HTML of the kind the page editor
// writes; the owner rewrites it in Halaman like any other page.

/** The page's address: /privacy, the one SPEC.md's footer links to. */
export const privacySlug = "privacy";
export const privacyPath = `/${privacySlug}`;

/** The retention defaults the template states (Pengaturan may change them later). */
export const retentionDefaults = { unconfirmedDays: 7, commenterEmailMonths: 12 } as const;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The template, with the site's contact address (`email`, may be empty). */
export function privacyPage(email: string): { title: string; summary: string; content: string } {
  const { unconfirmedDays, commenterEmailMonths } = retentionDefaults;
  const contact = email
    ? `<a href="mailto:${escape(email)}">${escape(email)}</a>`
    : `halaman <a href="/contact">Kontak</a>`;
  return {
    title: "Kebijakan Privasi",
    summary:
      "Data pribadi apa yang kami simpan, untuk apa, berapa lama, dan cara meminta salinan atau penghapusannya.",
    content: `<p>Halaman ini menjelaskan data pribadi yang kami simpan saat Anda membaca, berkomentar, atau berlangganan buletin, sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.</p>
<h2>Data yang kami kumpulkan dan untuk apa</h2>
<ul><li><p><strong>Komentar:</strong> nama, isi komentar, dan alamat email bila Anda mengisinya. Nama dan komentar ditampilkan setelah disetujui redaksi; email tidak pernah ditampilkan dan hanya dipakai untuk menghubungi Anda tentang komentar tersebut.</p></li><li><p><strong>Buletin:</strong> alamat email Anda, beserta waktu dan formulir tempat Anda memberi persetujuan. Dipakai hanya untuk mengirim artikel terbaru yang Anda minta.</p></li><li><p><strong>Akun redaksi:</strong> nama, email, dan kata sandi (tersimpan sebagai hash) bagi penulis dan penyunting yang masuk ke dasbor.</p></li><li><p><strong>Statistik kunjungan:</strong> tanpa cookie. Kami menghitung tampilan artikel, domain perujuk, jenis perangkat, dan kata kunci pencarian di situs ini. Pengunjung dikenali hanya selama satu hari lewat hash dari kunci harian yang diganti setiap hari; alamat IP dan user agent tidak disimpan. Peramban yang mengirim Do Not Track atau Global Privacy Control tidak dihitung, dan penghitungan dapat dimatikan oleh pengelola situs.</p></li></ul>
<h2>Berapa lama data disimpan</h2>
<ul><li><p>Langganan yang tidak dikonfirmasi dihapus setelah ${unconfirmedDays} hari.</p></li><li><p>Alamat email pemberi komentar dihapus setelah ${commenterEmailMonths} bulan; nama dan komentar tetap tampil.</p></li><li><p>Langganan yang dikonfirmasi disimpan sampai Anda berhenti berlangganan lewat tautan di setiap email buletin; penarikan persetujuan itu kami catat.</p></li></ul>
<h2>Hak Anda</h2>
<p>Anda berhak mengetahui data apa yang kami simpan tentang Anda, mendapatkan salinannya, memperbaikinya, menarik persetujuan, dan meminta penghapusannya. Kirim permintaan dari alamat email yang bersangkutan ke ${contact}. Kami menjawab paling lambat dalam 3 × 24 jam kerja.</p>
<p>Kami tidak menjual data Anda kepada pihak mana pun.</p>`,
  };
}
