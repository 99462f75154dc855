import { UNSPLASH_HOME, unsplashProfileUrl } from "../../../core/images/credit.ts";
import type { PhotoCandidate } from "../../../core/images/provider.ts";
import { CsrfField, ErrorSummary, PageNumbers } from "../shell/components.tsx";
import { type AdminChrome, AdminLayout } from "../shell/layout.tsx";
import { DataTable } from "../shell/list-parts.tsx";

export const DESTINATIONS_PATH = "/nimda/destinations";
export const picturePath = (iata: string) => `${DESTINATIONS_PATH}/${iata}/picture`;

export interface DestinationPhoto {
  unsplashImageId: string;
  photographerName: string;
  photographerUsername: string;
}

export interface DestinationListRow {
  iataCode: string;
  cityEn: string;
  countryEn: string;
  imageUrl: string | null;
  photo: DestinationPhoto | null;
  active: boolean;
}

export interface DestinationListData {
  rows: DestinationListRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** "Photo: name / Unsplash", each linked with our utm parameters, as the API guidelines ask. */
export function AdminPhotoCredit({ name, username }: { name: string; username: string }) {
  return (
    <span className="muted">
      Photo: <a href={unsplashProfileUrl(username)}>{name}</a> / <a href={UNSPLASH_HOME}>Unsplash</a>
    </span>
  );
}

const THUMB = { width: 160, height: 90 } as const;

export function DestinationListPage({
  chrome,
  data,
  query,
}: {
  chrome: AdminChrome;
  data: DestinationListData;
  query: { q?: string; picture?: string };
}) {
  return (
    <AdminLayout chrome={chrome}>
      <form method="get" action={DESTINATIONS_PATH} className="filters">
        <div className="field">
          <label htmlFor="destinations-q">City, country or code</label>
          <input id="destinations-q" name="q" defaultValue={query.q ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="destinations-picture">Picture</label>
          <select id="destinations-picture" name="picture" defaultValue={query.picture ?? ""}>
            <option value="">Any</option>
            <option value="photo">A chosen photo</option>
            <option value="builtin">The built-in drawing</option>
          </select>
        </div>
        <div className="field">
          <button type="submit">Filter</button>
        </div>
      </form>
      <DataTable
        columns={["Picture", "Code", "City", "Country", "Source"]}
        rows={data.rows}
        empty="No destinations match."
      >
        {(row) => (
          <tr key={row.iataCode}>
            <td>
              {row.imageUrl ? (
                <img src={row.imageUrl} alt="" width={96} height={54} loading="lazy" style={{ objectFit: "cover" }} />
              ) : null}
            </td>
            <td>
              <a href={picturePath(row.iataCode)}>{row.iataCode}</a>
            </td>
            <td>
              {row.cityEn}
              {row.active ? null : <span className="muted"> (inactive)</span>}
            </td>
            <td>{row.countryEn}</td>
            <td>
              {row.photo ? (
                <AdminPhotoCredit name={row.photo.photographerName} username={row.photo.photographerUsername} />
              ) : (
                <span className="muted">Built-in drawing</span>
              )}
            </td>
          </tr>
        )}
      </DataTable>
      <PageNumbers
        path={DESTINATIONS_PATH}
        query={query}
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
      />
    </AdminLayout>
  );
}

export interface PicturePageProps {
  chrome: AdminChrome;
  destination: {
    iataCode: string;
    cityEn: string;
    countryEn: string;
    imageUrl: string;
    photo: DestinationPhoto | null;
  };
  builtInUrl: string;
  /** Unsplash, or none configured (the built-in drawings only). */
  provider: { name: string; searchable: boolean };
  query: string;
  candidates: PhotoCandidate[];
  /** Why there are no candidates: the provider's failure, said plainly. */
  problem?: string | null;
}

/**
 * One destination's picture: what it shows now, photos to choose from (hotlinked thumbnails with
 * their credit), and the way back to the built-in drawing.
 */
export function DestinationPicturePage({
  chrome,
  destination,
  builtInUrl,
  provider,
  query,
  candidates,
  problem,
}: PicturePageProps) {
  const csrf = chrome.session?.csrfToken ?? "";
  const action = picturePath(destination.iataCode);
  return (
    <AdminLayout chrome={chrome}>
      <p>
        <a href={DESTINATIONS_PATH}>← All destinations</a>
      </p>
      <section className="card" aria-labelledby="current-heading">
        <h2 id="current-heading">Now shown</h2>
        <div className="side-by-side">
          <figure style={{ margin: 0 }}>
            <img
              src={destination.imageUrl}
              alt={`${destination.cityEn} now`}
              width={400}
              height={225}
              style={{ maxWidth: "100%", height: "auto" }}
            />
            <figcaption>
              {destination.photo ? (
                <AdminPhotoCredit
                  name={destination.photo.photographerName}
                  username={destination.photo.photographerUsername}
                />
              ) : (
                <span className="muted">The built-in drawing of {destination.cityEn}.</span>
              )}
            </figcaption>
          </figure>
          {destination.photo ? (
            <div>
              <p>The built-in drawing, shown again when the photo is removed:</p>
              <img src={builtInUrl} alt={`The built-in drawing of ${destination.cityEn}`} width={240} height={135} />
              <form method="post" action={`${action}/clear`}>
                <CsrfField token={csrf} />
                <button type="submit" className="secondary">
                  Back to the built-in picture
                </button>
              </form>
            </div>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="search-heading">
        <h2 id="search-heading">Choose a photo</h2>
        {provider.searchable ? (
          <form method="get" action={action} className="filters">
            <div className="field">
              <label htmlFor="picture-q">Search Unsplash</label>
              <input id="picture-q" name="q" defaultValue={query} size={40} />
            </div>
            <div className="field">
              <button type="submit">Search</button>
            </div>
          </form>
        ) : null}
        <ErrorSummary message={problem ?? null} />
        {provider.searchable && !problem && candidates.length === 0 ? <p className="muted">No photos found.</p> : null}
        <ul className="grid" style={{ listStyle: "none", padding: 0 }} aria-label="Photos">
          {candidates.map((photo) => {
            const current = destination.photo?.unsplashImageId === photo.id;
            return (
              <li key={photo.id} className="card" data-photo-id={photo.id}>
                <a href={photo.pageUrl}>
                  <img
                    src={photo.thumbUrl}
                    alt={photo.description ?? `Photo by ${photo.photographer.name}`}
                    width={THUMB.width}
                    height={THUMB.height}
                    loading="lazy"
                    style={{ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" }}
                  />
                </a>
                <p>
                  Photo by <a href={photo.photographer.profileUrl}>{photo.photographer.name}</a> on{" "}
                  <a href={UNSPLASH_HOME}>Unsplash</a>
                </p>
                {current ? (
                  <p>
                    <strong>Shown now</strong>
                  </p>
                ) : (
                  <form method="post" action={action}>
                    <CsrfField token={csrf} />
                    <input type="hidden" name="photoId" value={photo.id} />
                    <button type="submit">Use this photo</button>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
        <p className="muted">
          Photos are shown from Unsplash's servers; only the choice (photo id, addresses, photographer) is stored.
        </p>
      </section>
    </AdminLayout>
  );
}
