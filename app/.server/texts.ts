import { texts as adminTexts } from "~/lib/admin-texts";

// Texts only the server writes: mail, import and restore reports, outbound request errors, the
// request guards' and the unavailable page's answers. With every other text, so that server code
// and tests need one import. Never reaches a browser.
export const texts = {
  ...adminTexts,
  restore: {
    unknownTable: (table: string) => `tabel "${table}" tidak dikenal: tidak dipulihkan`,
    accountsFromDashboard: (table: string) =>
      `tabel "${table}" (akun dan kata sandi) tidak dipulihkan dari dasbor; gunakan npm run import ke basis data kosong`,
    accountsNotEmpty: (table: string) =>
      `tabel "${table}" (akun dan kata sandi) tidak dipulihkan: situs ini sudah memiliki akun`,
    rowLabel: (table: string, id: string) => `${table} ${id}`.trim(),
    invalidValue: "nilai tidak valid",
    mediaNotWebp: "media bukan gambar WebP",
    secretSkipped: "rahasia sesi tidak dipulihkan",
    unknownSetting: "pengaturan tidak dikenal",
  },
  outbound: {
    refused: (host: string, kind: string) =>
      `alamat ${host} ditolak: ${kind}. Warta hanya mengambil dari alamat publik di internet`,
    kinds: {
      loopback: "alamat loopback (komputer ini sendiri)",
      private: "alamat jaringan privat",
      linkLocal: "alamat link-local (termasuk metadata server cloud)",
      sharedAddress: "alamat jaringan bersama penyedia internet (CGNAT)",
      multicast: "alamat multicast",
      unspecified: "alamat tak tertentu (0.0.0.0 atau ::)",
      reserved: "alamat khusus atau cadangan",
    },
    invalidUrl: "alamat tidak valid",
    notHttp: "bukan alamat http(s)",
    credentials: "alamat berisi nama pengguna atau kata sandi",
    unresolved: (host: string) => `nama ${host} tidak menunjuk ke alamat mana pun`,
    notFound: "nama server tidak ditemukan",
    unreachable: (detail: string) => `tidak dapat dihubungi (${detail})`,
    timedOut: "waktu habis: server terlalu lama menjawab",
    tooManyRedirects: (n: number) => `lebih dari ${n} pengalihan`,
    tooLarge: (bytes: number) => `lebih dari ${Math.round(bytes / 1024 / 1024)} MB`,
  },
  mail: {
    // Messages (subjects and bodies). The site's name comes from its settings.
    footer: (site: string) =>
      `Email ini dikirim oleh ${site}. Jika Anda merasa tidak memintanya, abaikan saja.`,
    confirmSubject: (site: string) => `Konfirmasi langganan buletin ${site}`,
    confirmIntro: (site: string) =>
      `Terima kasih telah berlangganan buletin ${site}. Klik tombol di bawah untuk mengonfirmasi alamat email Anda. Tanpa konfirmasi, kami tidak akan mengirim apa pun.`,
    confirmButton: "Konfirmasi Langganan",
    confirmExpiry: "Tautan ini berlaku selama 7 hari.",
    resetSubject: (site: string) => `Atur ulang kata sandi ${site}`,
    resetIntro:
      "Kami menerima permintaan untuk mengatur ulang kata sandi akun admin Anda. Klik tombol di bawah untuk membuat kata sandi baru.",
    resetButton: "Atur Ulang Kata Sandi",
    resetExpiry:
      "Tautan ini berlaku satu jam dan hanya dapat dipakai sekali. Jika Anda tidak meminta penggantian kata sandi, abaikan email ini; kata sandi Anda tidak berubah.",
    inviteSubject: (site: string) => `Undangan bergabung dengan redaksi ${site}`,
    inviteIntro: (site: string, role: string) =>
      `Anda diundang bergabung dengan redaksi ${site} sebagai ${role}. Klik tombol di bawah untuk membuat kata sandi dan masuk ke dasbor.`,
    inviteButton: "Terima Undangan",
    inviteExpiry:
      "Tautan ini berlaku 7 hari dan hanya dapat dipakai sekali. Jika Anda tidak mengenal pengirimnya, abaikan email ini.",
    newsletterRead: "Baca Selengkapnya",
    newsletterUnsubscribe: "Berhenti berlangganan",
    newsletterWhy: (site: string) => `Anda menerima email ini karena berlangganan buletin ${site}.`,
    moderationSubject: (count: number) => `${count} komentar menunggu moderasi`,
    moderationIntro: (count: number) =>
      `Ada ${count} komentar yang menunggu persetujuan Anda. Yang terbaru:`,
    moderationOn: (title: string) => `pada "${title}"`,
    moderationButton: "Buka Antrean Komentar",
    moderationWhy:
      "Anda menerima email ini karena mengaktifkan pemberitahuan moderasi di akun Anda.",
    reviewSubmittedSubject: (title: string) => `Perlu ditinjau: "${title}"`,
    reviewSubmittedIntro: (writer: string, title: string) =>
      `${writer} mengirim artikel "${title}" untuk ditinjau.`,
    reviewPublishedSubject: (title: string) => `Artikel Anda terbit: "${title}"`,
    reviewPublishedIntro: (title: string) => `Artikel Anda "${title}" sudah diterbitkan editor.`,
    reviewReturnedSubject: (title: string) => `Artikel dikembalikan: "${title}"`,
    reviewReturnedIntro: (title: string) =>
      `Editor mengembalikan artikel Anda "${title}" dengan catatan berikut:`,
    reviewButton: "Buka Artikel",
    reviewWhy: "Anda menerima email ini karena mengaktifkan pemberitahuan tinjauan di akun Anda.",
    linkFallback: "Jika tombol tidak berfungsi, salin alamat ini ke peramban Anda:",
    replyConfirmSubject: (site: string) => `Konfirmasi pemberitahuan balasan dari ${site}`,
    replyConfirmIntro: (title: string) =>
      `Anda meminta kabar bila komentar Anda pada "${title}" dibalas. Klik tombol di bawah untuk mengonfirmasi alamat email ini. Tanpa konfirmasi, kami tidak akan mengirim apa pun.`,
    replyConfirmButton: "Konfirmasi Pemberitahuan",
    replySubject: (name: string, title: string) => `${name} membalas komentar Anda pada "${title}"`,
    replyIntro: (name: string, title: string) => `${name} membalas komentar Anda pada "${title}":`,
    replyButton: "Baca Balasan",
    replyWhy:
      "Anda menerima email ini karena meminta pemberitahuan balasan untuk komentar Anda. Berhenti menerima pemberitahuan untuk utas ini:",
    writerCommentSubject: (title: string) => `Komentar baru menunggu moderasi: "${title}"`,
    writerCommentIntro: (name: string, title: string) =>
      `${name} mengomentari artikel Anda "${title}". Komentar tampil setelah disetujui moderator:`,
    writerCommentButton: "Buka Artikel",
    writerCommentWhy:
      "Anda menerima email ini karena mengaktifkan pemberitahuan komentar pada artikel Anda di akun Anda.",
  },
  operations: {
    unavailableTitle: "Layanan Sedang Terganggu",
    unavailableText:
      "Warta tidak dapat menghubungi basis datanya saat ini. Silakan muat ulang halaman ini dalam beberapa detik.",
    uploadsRateLimited: "Terlalu banyak unggahan. Tunggu sebentar, lalu coba lagi.",
  },
  requests: {
    backHome: "Kembali ke Beranda",
    badUrlTitle: "Alamat Tidak Valid",
    badUrlText: "Alamat halaman ini tidak dapat dibaca. Periksa kembali tautannya.",
    methodTitle: "Permintaan Tidak Didukung",
    methodText: "Halaman ini tidak menerima permintaan dengan metode tersebut.",
    mediaTypeTitle: "Format Data Tidak Didukung",
    mediaTypeText: "Formulir ini hanya menerima data formulir biasa dari peramban.",
    badBodyTitle: "Data Formulir Rusak",
    badBodyText: "Data yang dikirim tidak lengkap atau rusak. Silakan kirim ulang formulir.",
    tooLargeTitle: "Data Terlalu Besar",
    tooLargeText: "Data yang dikirim melebihi batas yang diizinkan untuk formulir ini.",
    foreignOriginTitle: "Permintaan Ditolak",
    foreignOriginText:
      "Permintaan ini dikirim dari situs lain, jadi tidak kami jalankan. Buka halaman ini langsung di situs kami lalu kirim ulang formulirnya.",
  },
  audience: {
    method: "Alamat ini hanya menerima laporan kunjungan (POST).",
    invalid: "Laporan kunjungan tidak valid.",
    tooLarge: "Laporan kunjungan terlalu besar.",
    tooMany: "Terlalu banyak laporan kunjungan. Tunggu sebentar.",
  },
} as const;
