// The dashboard's frame: its title, tabs and stat cards, and the links from a row to the public site.
export const dashboardTexts = {
  admin: {
    title: "Dasbor Admin",
    welcome: (email: string) => `Selamat datang, ${email}`,
    logout: "Logout",
    logoutToast: "Logout Berhasil",
    tabsLabel: "Bagian dasbor",
    tabArticles: "Artikel",
    tabUsers: "Pengguna",
    statTotal: "Total Artikel",
    statPublished: "Dipublikasikan",
    statDraft: "Draft",
    addArticle: "Tambah Artikel Baru",
    adding: "Menambahkan...",
    listTitle: "Daftar Artikel",
    searchLabel: "Cari artikel",
    searchPlaceholder: "Cari judul atau isi artikel...",
    searchButton: "Cari",
    columnArticle: "Artikel",
    columnCategory: "Kategori",
    columnDate: "Tanggal",
    columnStatus: "Status",
    columnActions: "Aksi",
    // SPEC.md binds the Daftar Artikel table's Status column to these two words; every other
    // status label in the dashboard is Indonesian (texts.review: Terbit, Draf, Menunggu tinjauan).
    published: "Published",
    draft: "Draft",
    edit: (title: string) => `Ubah ${title}`,
    delete: (title: string) => `Hapus ${title}`,
    deleteConfirm: "Apakah Anda yakin ingin menghapus artikel ini?",
    empty: "Belum ada artikel.",
    noResults: "Tidak ada artikel yang cocok dengan pencarian.",
    loadError: (message: string) => `Error memuat data: ${message}`,
    retry: "Coba Lagi",
    serverError: "server tidak dapat memuat data saat ini",
    loadErrorHint:
      "Tekan Coba Lagi untuk memuat ulang. Bila masih gagal, tunggu beberapa saat atau hubungi pengelola server.",
    errorTitle: "Terjadi Kesalahan",
    created: "Artikel Berhasil Ditambahkan",
    createdText: "Artikel baru telah dipublikasikan.",
    createdDraftText: "Artikel disimpan sebagai draft dan belum tampil di situs.",
    updated: "Artikel Berhasil Diperbarui",
    updatedText: "Perubahan telah disimpan.",
    updatedDraftText:
      "Perubahan telah disimpan. Artikel masih berupa draft dan belum tampil di situs.",
    deleted: "Artikel Berhasil Dihapus",
    deletedText: "Artikel telah dihapus dari database.",
    createFailed: "Gagal menambahkan artikel.",
    updateFailed: "Gagal memperbarui artikel.",
    deleteFailed: "Gagal menghapus artikel.",
    tryAgain: "Silakan coba lagi.",
    forbidden: "Anda tidak memiliki akses ke halaman ini.",
  },
  actions: {
    // A body that is no readable form (broken multipart, bad encoding) reaching an action.
    unreadableForm: "Formulir tidak dapat dibaca. Muat ulang halaman lalu kirim kembali.",
    // A yes/no field holding neither spelling set of app/lib/form-boolean.ts.
    yesNoInvalid: "Nilai pilihan ya/tidak tidak dikenali.",
    // A form that sends a one-valued field more than once: nothing of it is saved.
    repeatedField: (field: string) =>
      `Kolom "${field}" terkirim lebih dari sekali, jadi tidak ada yang disimpan. Muat ulang halaman lalu kirim kembali.`,
  },
  publicLinks: {
    view: "Lihat",
    viewLabel: (title: string) => `Lihat ${title} di situs`,
    preview: "Pratinjau",
    previewLabel: (title: string) => `Pratinjau ${title}`,
    viewOnSite: "Lihat di situs",
  },
} as const;
