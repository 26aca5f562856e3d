import { texts } from "~/.server/texts";
import type { Branding } from "./branding";
import { headerText } from "./headers";

const t = texts.mail;

/** A message ready for the outbox: both bodies rendered, headers plain values. */
export interface MailMessage {
  kind:
    | "confirm-subscription"
    | "newsletter"
    | "password-reset"
    | "invitation"
    | "moderation"
    | "review"
    | "reply-confirm"
    | "reply-notice"
    | "comment-waiting";
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  postId?: number;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

interface Body {
  /** Paragraphs of plain text (escaped for HTML). */
  paragraphs: string[];
  /** The one call to action: a button in HTML, the bare address on its own line in text. */
  action?: { label: string; url: string };
  /** Small print under the action. */
  notes?: string[];
  /** Extra HTML placed before the paragraphs (already escaped), and its text version. */
  lead?: { html: string; text: string };
  footer?: { html: string; text: string };
}

// Every message shares one frame: the site's name (or logo), words, one button, small print.
// Table layout and inline styles, because that is what mail programs render.
function frame(branding: Branding, title: string, body: Body): { text: string; html: string } {
  const brand = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${escapeHtml(branding.name)}" height="40" style="height:40px;border:0">`
    : `<span style="font-size:22px;font-weight:bold;color:#1e3a8a">${escapeHtml(branding.name)}</span>`;
  const paragraphs = body.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join("");
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b">${escapeHtml(t.linkFallback)}<br><a href="${escapeHtml(body.action.url)}" style="color:#2563eb;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : "";
  const notes = (body.notes ?? [])
    .map((n) => `<p style="margin:0 0 12px;font-size:13px;color:#64748b">${escapeHtml(n)}</p>`)
    .join("");
  const footer = body.footer?.html ?? escapeHtml(t.footer(branding.name));
  const html = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px 8px">${brand}</td></tr>
<tr><td style="padding:8px 28px 24px">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(title)}</h1>
${body.lead?.html ?? ""}${paragraphs}${action}${notes}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${footer}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    branding.name,
    "",
    title,
    "",
    ...(body.lead?.text ? [body.lead.text, ""] : []),
    ...body.paragraphs.flatMap((p) => [p, ""]),
    ...(body.action ? [`${body.action.label}:`, body.action.url, ""] : []),
    ...(body.notes ?? []).flatMap((n) => [n, ""]),
    "--",
    body.footer?.text ?? t.footer(branding.name),
  ].join("\n");
  return { text, html };
}

export function confirmSubscriptionMail(
  branding: Branding,
  recipient: string,
  url: string,
): MailMessage {
  const subject = headerText(t.confirmSubject(branding.name));
  return {
    kind: "confirm-subscription",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs: [t.confirmIntro(branding.name)],
      action: { label: t.confirmButton, url },
      notes: [t.confirmExpiry],
    }),
  };
}

export function passwordResetMail(branding: Branding, recipient: string, url: string): MailMessage {
  const subject = headerText(t.resetSubject(branding.name));
  return {
    kind: "password-reset",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs: [t.resetIntro],
      action: { label: t.resetButton, url },
      notes: [t.resetExpiry],
    }),
  };
}

export function invitationMail(
  branding: Branding,
  recipient: string,
  role: string,
  url: string,
): MailMessage {
  const subject = headerText(t.inviteSubject(branding.name));
  return {
    kind: "invitation",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs: [t.inviteIntro(branding.name, role)],
      action: { label: t.inviteButton, url },
      notes: [t.inviteExpiry],
    }),
  };
}

export interface NewsletterArticle {
  id: number;
  title: string;
  summary: string;
  url: string;
  /** Absolute cover URL, if the article has one. */
  imageUrl?: string;
}

export function newsletterMail(
  branding: Branding,
  recipient: string,
  article: NewsletterArticle,
  unsubscribeUrl: string,
): MailMessage {
  const cover = article.imageUrl
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(article.imageUrl)}" alt="" width="544" style="width:100%;max-width:544px;height:auto;border-radius:8px;border:0"></p>`
    : "";
  const why = t.newsletterWhy(branding.name);
  return {
    kind: "newsletter",
    recipient,
    subject: headerText(article.title),
    postId: article.id,
    // RFC 8058: mail programs show an unsubscribe button that POSTs to this address.
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    ...frame(branding, article.title, {
      lead: { html: cover, text: "" },
      paragraphs: [article.summary],
      action: { label: t.newsletterRead, url: article.url },
      footer: {
        html: `${escapeHtml(why)} <a href="${escapeHtml(unsubscribeUrl)}" style="color:#64748b">${escapeHtml(t.newsletterUnsubscribe)}</a>`,
        text: `${why}\n${t.newsletterUnsubscribe}: ${unsubscribeUrl}`,
      },
    }),
  };
}

export interface WaitingComment {
  author: string;
  content: string;
  postTitle: string;
}

export function moderationMail(
  branding: Branding,
  recipient: string,
  total: number,
  comments: WaitingComment[],
  queueUrl: string,
): MailMessage {
  const subject = headerText(t.moderationSubject(total));
  const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
  const html = `<ul style="margin:0 0 16px;padding-left:20px">${comments
    .map(
      (c) =>
        `<li style="margin:0 0 10px;line-height:1.5"><strong>${escapeHtml(c.author)}</strong> ${escapeHtml(t.moderationOn(c.postTitle))}<br>${escapeHtml(excerpt(c.content))}</li>`,
    )
    .join("")}</ul>`;
  const text = comments
    .map((c) => `- ${c.author} ${t.moderationOn(c.postTitle)}\n  ${excerpt(c.content)}`)
    .join("\n");
  return {
    kind: "moderation",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs: [],
      lead: {
        html: `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(t.moderationIntro(total))}</p>${html}`,
        text: `${t.moderationIntro(total)}\n\n${text}`,
      },
      action: { label: t.moderationButton, url: queueUrl },
      notes: [t.moderationWhy],
    }),
  };
}

/** A review notice: an article submitted (to editors), published or sent back (to its writer). */
export function reviewMail(
  branding: Branding,
  recipient: string,
  subjectText: string,
  paragraphs: string[],
  articleUrl: string,
): MailMessage {
  const subject = headerText(subjectText);
  return {
    kind: "review",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs,
      action: { label: t.reviewButton, url: articleUrl },
      notes: [t.reviewWhy],
    }),
  };
}

/** The double opt-in of reply notices: sent once per new address (docs/decisions/0033). */
export function replyConfirmMail(
  branding: Branding,
  recipient: string,
  postTitle: string,
  url: string,
): MailMessage {
  const subject = headerText(t.replyConfirmSubject(branding.name));
  return {
    kind: "reply-confirm",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs: [t.replyConfirmIntro(postTitle)],
      action: { label: t.replyConfirmButton, url },
      notes: [t.confirmExpiry],
    }),
  };
}

/**
 * A reply to the recipient's comment: its author and text, a link to it, and the one-click
 * unsubscribe of that thread (RFC 8058: List-Unsubscribe with the https address, POSTed to).
 */
export function replyNoticeMail(
  branding: Branding,
  recipient: string,
  reply: { author: string; content: string; postTitle: string; url: string },
  unsubscribeUrl: string,
): MailMessage {
  const subject = headerText(t.replySubject(reply.author, reply.postTitle));
  const intro = t.replyIntro(reply.author, reply.postTitle);
  const quote = reply.content
    .split(/\n+/)
    .map((line) => escapeHtml(line))
    .join("<br>");
  return {
    kind: "reply-notice",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs: [],
      lead: {
        html: `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(intro)}</p><blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd5e1;color:#334155;line-height:1.6">${quote}</blockquote>`,
        text: `${intro}\n\n${reply.content}`,
      },
      action: { label: t.replyButton, url: reply.url },
      notes: [t.replyWhy, unsubscribeUrl],
    }),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A comment waiting on the recipient's article (Akun's opt-in). */
export function commentWaitingMail(
  branding: Branding,
  recipient: string,
  comment: { author: string; content: string; postTitle: string },
  articleUrl: string,
): MailMessage {
  const subject = headerText(t.writerCommentSubject(comment.postTitle));
  return {
    kind: "comment-waiting",
    recipient,
    subject,
    ...frame(branding, subject, {
      paragraphs: [t.writerCommentIntro(comment.author, comment.postTitle), comment.content],
      action: { label: t.writerCommentButton, url: articleUrl },
      notes: [t.writerCommentWhy],
    }),
  };
}
