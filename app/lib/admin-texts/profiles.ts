// Profil penulis: a Kontributor's edits of a public author page wait for an editor.
export const profileTexts = {
  profileReview: {
    tab: "Profil penulis",
    title: "Perubahan profil penulis",
    lead: "Perubahan profil Kontributor yang halamannya sudah publik tampil setelah Anda setujui.",
    empty: "Tidak ada perubahan profil yang menunggu persetujuan.",
    waiting: "Perubahan profil disimpan dan menunggu persetujuan editor",
    current: "Sekarang",
    proposed: "Diajukan",
    approve: "Setujui",
    reject: "Tolak",
    approved: "Perubahan profil disetujui",
    rejected: "Perubahan profil ditolak",
    unknown: "Perubahan profil ini tidak ditemukan. Muat ulang halaman.",
    noDisplayName: "(belum ada nama tampilan)",
    openTitle: "Halaman penulis tanpa artikel terbit",
    openLead:
      "Halaman penulis tampil setelah artikel pertamanya terbit. Admin dapat membukanya lebih dulu.",
    open: "Buka halaman",
    close: "Tutup halaman",
    opened: "Halaman penulis dibuka",
    closed: "Halaman penulis ditutup",
  },
} as const;
