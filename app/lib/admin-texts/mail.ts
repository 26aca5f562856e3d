// The newsletter's side of the dashboard: the subscribers and the Antrean (the mail outbox and
// the job runner's jobs).

// The events' kinds as the Antrean screen names them (app/.server/db/events.ts).
const eventKinds: Record<string, string> = {
  "article.published": "Artikel terbit",
  "article.updated": "Artikel diubah",
  "article.unpublished": "Artikel ditarik",
  "article.submitted": "Artikel dikirim untuk ditinjau",
  "article.returned": "Artikel dikembalikan",
  "comment.submitted": "Komentar dikirim",
  "comment.approved": "Komentar disetujui",
  "account.approved": "Akun disetujui",
  "article.scheduled": "Artikel dijadwalkan",
  "site.demoRemoved": "Konten contoh dihapus",
  "media.deleted": "Gambar dihapus",
};

export const mailTexts = {
  subscribers: {
    csvHeader: ["Email", "Tanggal Berlangganan", "Status"],
    tab: "Pelanggan",
    title: "Pelanggan Buletin",
    lead: "Alamat yang berlangganan buletin Warta lewat formulir di kaki halaman.",
    total: (n: number) => `${n} pelanggan`,
    exportCsv: "Ekspor CSV",
    searchLabel: "Cari pelanggan",
    searchPlaceholder: "Cari alamat email...",
    searchButton: "Cari",
    columnEmail: "Email",
    columnDate: "Tanggal Berlangganan",
    remove: "Hapus",
    removeLabel: (email: string) => `Hapus ${email}`,
    removeConfirm: (email: string) =>
      `Hapus ${email} dari daftar pelanggan? Alamat ini tidak akan lagi menerima buletin.`,
    removed: "Pelanggan dihapus",
    notFound: "Pelanggan tidak ditemukan.",
    removeFailed: "Gagal menghapus pelanggan.",
    empty: "Belum ada pelanggan buletin.",
    noResults: "Tidak ada pelanggan yang cocok dengan pencarian.",
  },
  outbox: {
    tab: "Antrean",
    title: "Antrean",
    lead: "Pekerjaan latar Warta: setiap email yang dikirim (konfirmasi langganan, buletin, atur ulang kata sandi, pemberitahuan moderasi) dan tugas yang menanggapi peristiwa, seperti buletin artikel yang terbit.",
    mailTitle: "Email keluar",
    notConfigured: "Email belum dikonfigurasi.",
    notConfiguredText: (waiting: number) =>
      `Isi SMTP_URL dan MAIL_FROM lalu mulai ulang server. Sampai saat itu ${waiting} email menunggu di antrean dan belum ada yang terkirim.`,
    configured: (from: string) => `Email dikirim dari ${from}.`,
    queued: "Antre",
    sending: "Sedang dikirim",
    sent: "Terkirim",
    failed: "Gagal",
    columnRecipient: "Penerima",
    columnSubject: "Subjek",
    columnStatus: "Status",
    columnAttempts: "Percobaan",
    columnDate: "Dibuat",
    lastError: "Galat terakhir",
    retry: "Kirim ulang",
    retried: "Email dijadwalkan ulang",
    notRetriable: "Email ini tidak dapat dikirim ulang.",
    empty: "Belum ada email.",
    newsletters: "Buletin per artikel",
    columnArticle: "Artikel",
    filterAll: "Semua",
    filterLabel: "Tampilkan",
    jobs: "Tugas latar",
    jobStatus: {
      queued: "Antre",
      running: "Sedang berjalan",
      done: "Selesai",
      failed: "Gagal",
    },
    columnJob: "Tugas",
    columnEvent: "Peristiwa",
    columnNextAttempt: "Percobaan berikutnya",
    handlerLabel: (name: string) => (name === "newsletter" ? "Buletin" : name),
    eventLabel: (kind: string | null, subjectId: number | null) =>
      kind === null
        ? "—"
        : `${eventKinds[kind] ?? kind}${subjectId === null ? "" : ` #${subjectId}`}`,
    retryJob: "Jalankan ulang",
    jobRetried: "Tugas dijadwalkan ulang",
    jobNotRetriable: "Tugas ini tidak dapat dijalankan ulang.",
  },
} as const;
