"""Files on a Grok response: generated images, media generations and uploads (assets).

Uploads are listed in ``file_attachments`` by asset id; their bytes are in
``prod-mc-asset-server/<id>/content`` without a name or an extension, so the type is read from the first bytes
(magic numbers) and the attachment's ``ref`` is the member path inside the export. Generated images are URLs
(often relative to Grok's asset host) and stay as given in ``ref``.
"""

from __future__ import annotations

import mimetypes
from collections.abc import Mapping
from pathlib import PurePosixPath
from typing import Any

from pamport.importers.sources import Source
from pamport.schemas.conversation import Attachment, AttachmentType

_MAGIC: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
    (b"%PDF-", "application/pdf"),
    (b"PK\x03\x04", "application/zip"),
    (b"ID3", "audio/mpeg"),
    (b"OggS", "audio/ogg"),
    (b"fLaC", "audio/flac"),
)
_DOCUMENT_MIMES = ("application/pdf", "application/msword", "application/vnd.openxmlformats", "text/")


def sniff_mime(head: bytes) -> str | None:
    """The MIME type the first bytes of a file announce (``None`` when they do not)."""
    for magic, mime in _MAGIC:
        if head.startswith(magic):
            return mime
    if head[:4] == b"RIFF" and head[8:12] in (b"WEBP", b"WAVE"):
        return "image/webp" if head[8:12] == b"WEBP" else "audio/wav"
    if head[4:8] == b"ftyp":
        return "video/mp4"
    if head and b"\x00" not in head:
        try:
            head.decode("utf-8")
        except UnicodeDecodeError as exc:
            if exc.start < len(head) - 4:  # not merely a character cut at the end of the head
                return None
        return "text/plain"
    return None


def attachment_type(mime: str | None, hint: str | None = None) -> AttachmentType:
    kind = (hint or "").lower()
    if kind in ("image", "audio", "video"):
        return kind  # type: ignore[return-value]
    if mime:
        major = mime.split("/", 1)[0]
        if major in ("image", "audio", "video"):
            return major  # type: ignore[return-value]
        if mime.startswith(_DOCUMENT_MIMES):
            return "document"
    return "file"


def _guess_mime(name: str | None) -> str | None:
    if not name:
        return None
    return mimetypes.guess_type(PurePosixPath(name.split("?", 1)[0]).name)[0]


def _str(value: object) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def generated_images(urls: object) -> list[Attachment]:
    if not isinstance(urls, list):
        return []
    out: list[Attachment] = []
    for url in urls:
        ref = _str(url)
        if ref is None:
            continue
        name = PurePosixPath(ref.split("?", 1)[0]).name or None
        out.append(Attachment(type="image", name=name, mime_type=_guess_mime(ref) or "image/jpeg", ref=ref))
    return out


def media_generations(items: object) -> list[Attachment]:
    """``media_generations`` entries (``media_type``, a URL or an asset id) as attachments."""
    if not isinstance(items, list):
        return []
    out: list[Attachment] = []
    for item in items:
        if not isinstance(item, dict):
            continue
        ref = next(
            (
                v
                for k in ("url", "media_url", "image_url", "video_url", "asset_url")
                if (v := _str(item.get(k)))
            ),
            None,
        )
        provider_id = next(
            (v for k in ("id", "asset_id", "media_id", "post_id") if (v := _str(item.get(k)))), None
        )
        mime = _str(item.get("mime_type")) or _guess_mime(ref)
        kind = attachment_type(mime, _str(item.get("media_type")))
        out.append(Attachment(type=kind, mime_type=mime, ref=ref, provider_id=provider_id))
    return out


class AssetIndex:
    """The uploads of one export, looked up by asset id (member paths only; bytes read on demand)."""

    def __init__(self, source: Source | None, assets: Mapping[str, str]) -> None:
        self._source = source
        self._assets = dict(assets)

    def __contains__(self, asset_id: str) -> bool:
        return asset_id in self._assets

    def attachment(self, entry: Any) -> tuple[Attachment | None, bool]:
        """One ``file_attachments`` entry (an asset id or a dict naming one), and whether its file is here."""
        info = entry if isinstance(entry, dict) else {}
        asset_id = (
            _str(entry)
            if isinstance(entry, str)
            else next(
                (
                    v
                    for k in ("asset_id", "fileMetadataId", "file_id", "id", "uuid")
                    if (v := _str(info.get(k)))
                ),
                None,
            )
        )
        name = next((v for k in ("name", "fileName", "file_name") if (v := _str(info.get(k)))), None)
        mime = next(
            (
                v
                for k in ("mime_type", "mimeType", "fileMimeType", "content_type")
                if (v := _str(info.get(k)))
            ),
            None,
        )
        size = info.get("size_bytes", info.get("size", info.get("fileSize")))
        size_bytes = size if isinstance(size, int) and not isinstance(size, bool) and size >= 0 else None
        if asset_id is None and name is None:
            return None, False
        member = self._assets.get(asset_id or "")
        if member is not None and self._source is not None:
            size_bytes = self._source.member(member).size if size_bytes is None else size_bytes
            mime = mime or sniff_mime(self._source.head(member, 64)) or _guess_mime(name)
        else:
            mime = mime or _guess_mime(name)
        attachment = Attachment(
            type=attachment_type(mime),
            name=name,
            mime_type=mime,
            size_bytes=size_bytes,
            ref=member,
            provider_id=asset_id,
        )
        return attachment, member is not None
