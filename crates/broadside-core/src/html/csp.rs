//! The shell of a page: the doctype and head with the inline stylesheet and script, the
//! Content-Security-Policy that names their hashes and nothing else, and base64, written once
//! here for the policy's hashes and the steps' letters ([`super::steps`]).

use std::sync::OnceLock;

use maud::{DOCTYPE, PreEscaped, html};

use crate::error::escape as clean;
use crate::words::Lang;

pub(super) const STYLE: &str = include_str!("page.css");
pub(super) const SCRIPT: &str = include_str!("step.js");

/// The stylesheet of the pages, for a host that shows [`super::game_view`] in a page of its own.
pub fn style() -> &'static str {
    STYLE
}

/// The script of the pages (stepper, move list, batch list), for a host of [`super::game_view`]: it
/// binds to every `.viewer` whose step data it finds.
pub fn script() -> &'static str {
    SCRIPT
}

/// The Content-Security-Policy of the pages: nothing fetched, no plug-in, no form, and only the
/// page's own inline stylesheet and script, named by their SHA-256 hashes.
pub fn content_security_policy() -> &'static str {
    static CSP: OnceLock<String> = OnceLock::new();
    CSP.get_or_init(|| {
        format!(
            "default-src 'none'; script-src 'sha256-{}'; style-src 'sha256-{}'; img-src 'none'; \
             base-uri 'none'; form-action 'none'; object-src 'none'",
            sha256_base64(SCRIPT),
            sha256_base64(STYLE)
        )
    })
}

/// The SHA-256 hash of `text` in standard base64, as a CSP hash source writes it.
pub(super) fn sha256_base64(text: &str) -> String {
    use sha2::Digest as _;
    let digest = sha2::Sha256::digest(text.as_bytes());
    base64(&digest, b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/", true)
}

/// `bytes` in base64 with the 64 letters of `alphabet`, padded with `=` when `pad`: six bits a
/// letter, the first bit first, the last letter's spare bits zero.
pub(super) fn base64(bytes: &[u8], alphabet: &[u8; 64], pad: bool) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(alphabet[(n >> (18 - 6 * i) & 63) as usize]));
        }
        if pad {
            out.push_str(&"=="[..3 - chunk.len()]);
        }
    }
    out
}

/// JSON made safe inside a `<script>` element: `<` (only in strings) written `\u003c`, so
/// nothing in it can close the element.
pub(super) fn script_safe(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The start of a page: the doctype, the head with the Content-Security-Policy and the inline
/// stylesheet, and the opening body tag, which [`PAGE_END`] closes. (A batch page is written in
/// parts, so that the games it shows are not copied into one string.)
pub(super) fn page_start(title: &str, lang: Lang) -> String {
    let head = html! {
        head {
            meta charset="utf-8";
            meta http-equiv="Content-Security-Policy" content=(content_security_policy());
            meta name="viewport" content="width=device-width, initial-scale=1";
            meta name="color-scheme" content="light dark";
            title { (clean(title)) }
            style { (PreEscaped(STYLE)) }
        }
    };
    format!("{}\n<html lang=\"{}\">{}<body>", DOCTYPE.into_string(), lang.code(), head.into_string())
}

/// The end of a page begun by [`page_start`].
pub(super) const PAGE_END: &str = "</body></html>\n";
