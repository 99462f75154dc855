import {
  CsrfField,
  describedBy,
  ErrorSummary,
  Facts,
  Field,
  fieldError,
  type Issue,
  PageNumbers,
  Time,
} from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";
import type { AltTexts } from "./input.ts";
import type { MediaListData, MediaView } from "./queries.ts";

export const MEDIA_PATH = "/nimda/media";
export const mediaDetailPath = (mediaId: string) => `${MEDIA_PATH}/${encodeURIComponent(mediaId)}`;

export const EMPTY_ALT_TEXTS: AltTexts = { altBg: "", altEn: "" };

/** What a failed form sends back to the page: its messages and what was typed. */
export interface MediaFormFailure {
  issues?: Issue[];
  message?: string;
  values: AltTexts;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function Thumbnail({ view, width }: { view: MediaView; width: number }) {
  const height = Math.max(1, Math.round((view.height / view.width) * width));
  return (
    <img
      src={view.urls.thumbnail}
      srcSet={view.urls.srcset || undefined}
      sizes={`${width}px`}
      width={width}
      height={height}
      alt={view.altEn}
      loading="lazy"
    />
  );
}

function AltTextFields({ values, issues, prefix }: { values: AltTexts; issues?: Issue[]; prefix: string }) {
  const fields = [
    ["altBg", "Alt text (Bulgarian)", "bg", "What the picture shows, in Bulgarian; 1-300 characters."],
    ["altEn", "Alt text (English)", "en", "What the picture shows, in English; 1-300 characters."],
  ] as const;
  return (
    <>
      {fields.map(([name, label, lang, hint]) => {
        const id = `${prefix}-${name}`;
        const error = fieldError(issues, name);
        return (
          <Field key={name} id={id} label={label} hint={hint} error={error}>
            <input
              id={id}
              name={name}
              lang={lang}
              required
              maxLength={300}
              defaultValue={values[name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
            />
          </Field>
        );
      })}
    </>
  );
}

function UploadForm({ csrfToken, failure }: { csrfToken: string; failure?: MediaFormFailure }) {
  const fileError = fieldError(failure?.issues, "file");
  const fileHint =
    "JPEG, PNG, WebP or GIF; at most 10 MB; 200 to 12000 pixels a side, 40 megapixels at most. Metadata is removed.";
  return (
    <form method="post" action={MEDIA_PATH} encType="multipart/form-data" className="stack" aria-labelledby="upload">
      <h2 id="upload">Upload a picture</h2>
      <ErrorSummary issues={failure?.issues} message={failure?.message} />
      <CsrfField token={csrfToken} />
      <Field id="media-file" label="Picture file" hint={fileHint} error={fileError}>
        <input
          id="media-file"
          name="file"
          type="file"
          required
          accept="image/jpeg,image/png,image/webp,image/gif"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy("media-file", fileHint, fileError)}
        />
      </Field>
      <AltTextFields values={failure?.values ?? EMPTY_ALT_TEXTS} issues={failure?.issues} prefix="upload" />
      <div className="field">
        <button type="submit">Upload</button>
      </div>
    </form>
  );
}

export function MediaListPage({
  chrome,
  data,
  failure,
}: {
  chrome: AdminChrome;
  data: MediaListData;
  failure?: MediaFormFailure;
}) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  return (
    <AdminLayout chrome={chrome}>
      <p className="muted">
        Pictures for CMS picture blocks and sharing pictures (an id goes in the block or the SEO form). Each is served
        at /media/&lt;id&gt;/ as the original and as WebP 480, 960 and 1600 pixels wide (those it is wide enough for).
      </p>
      <UploadForm csrfToken={csrfToken} failure={failure} />
      <h2>Pictures</h2>
      <DataTable
        columns={["Picture", "Name", "Size", "Dimensions", "Alt texts", "Uploaded"]}
        rows={data.rows}
        empty="No pictures yet."
      >
        {(row) => (
          <tr key={row.mediaId}>
            <td>
              <Thumbnail view={row} width={120} />
            </td>
            <td>
              <a href={mediaDetailPath(row.mediaId)}>{row.fileName}</a>
              <br />
              <small className="muted">{row.contentType}</small>
            </td>
            <td className="num">{formatBytes(row.bytes)}</td>
            <td className="num">{`${row.width} x ${row.height}`}</td>
            <td>
              <span lang="bg">{row.altBg}</span>
              <br />
              <span lang="en">{row.altEn}</span>
            </td>
            <td>
              <Time value={row.uploadedAt} />
              <br />
              <small className="muted">{`by ${row.uploadedBy}`}</small>
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers path={MEDIA_PATH} query={{}} page={data.page} pageSize={data.pageSize} total={data.total} />
    </AdminLayout>
  );
}

export function MediaDetailPage({
  chrome,
  view,
  failure,
}: {
  chrome: AdminChrome;
  view: MediaView;
  failure?: MediaFormFailure;
}) {
  const csrfToken = chrome.session?.csrfToken ?? "";
  const path = mediaDetailPath(view.mediaId);
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={MEDIA_PATH}>All pictures</a>
      </p>
      <Thumbnail view={view} width={480} />
      <Facts
        rows={[
          ["Media id", <code key="id">{view.mediaId}</code>],
          ["File", `${view.fileName} (${view.contentType})`],
          ["Size", formatBytes(view.bytes)],
          ["Dimensions", `${view.width} x ${view.height}`],
          ["Uploaded", <Time key="at" value={view.uploadedAt} />],
          ["By", view.uploadedBy],
          [
            "Original",
            <a key="o" href={view.urls.original}>
              {view.urls.original}
            </a>,
          ],
          [
            "Variants",
            view.variants.length === 0
              ? "None: narrower than 480 pixels, the original is shown."
              : view.variants.map((v) => `${v.width} x ${v.height} (${formatBytes(v.bytes)})`).join(", "),
          ],
        ]}
      />
      <form method="post" action={`${path}/alt`} className="stack" aria-labelledby="alt">
        <h2 id="alt">Alt texts</h2>
        <ErrorSummary issues={failure?.issues} message={failure?.message} />
        <CsrfField token={csrfToken} />
        <AltTextFields values={failure?.values ?? view} issues={failure?.issues} prefix="edit" />
        <div className="field">
          <button type="submit">Save alt texts</button>
        </div>
      </form>
      <form method="post" action={`${path}/delete`} aria-labelledby="delete">
        <h2 id="delete">Delete</h2>
        <p className="muted">The picture stops being served at once; pages that still use it show none.</p>
        <CsrfField token={csrfToken} />
        <button type="submit" className="danger">
          Delete this picture
        </button>
      </form>
    </AdminLayout>
  );
}
