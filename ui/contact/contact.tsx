import type { ReactNode } from "react";
import { data, Form, Link, useLocation } from "react-router";
import { ATTACHMENT_TYPES } from "../../core/contact/attachment.ts";
import { type ContactFormType, CUSTOMER_CATEGORIES, PARTNER_CATEGORIES } from "../../core/contact/categories.ts";
import { withCmsSeo } from "../cms/screen-seo.ts";
import {
  answerInit,
  clientIpOf,
  errorsOf,
  formPageHeaders,
  formServicesOf,
  textOf,
  uploadOf,
} from "../forms/actions.server.ts";
import { CaptchaField } from "../forms/captcha-field.tsx";
import {
  ConsentField,
  EmailField,
  ErrorSummary,
  FileField,
  FormError,
  FormPage,
  Honeypot,
  SelectField,
  SubmitButton,
  TextField,
} from "../forms/fields.tsx";
import { type FormResult, NO_ERRORS } from "../forms/form-state.ts";
import { useLanguage } from "../i18n/dictionary.ts";
import { formsCopy } from "../i18n/sections/forms.ts";
import { languageOfPath, pathFor } from "../route-table.ts";
import { metaCopy, pageMeta } from "../site/meta.ts";
import type { Route } from "./+types/contact";

/**
 * The customer (/kontakti/klienti, /en/contact/customers) and partner (/kontakti/partniori,
 * /en/contact/partners) contact forms: the path says which. Without JavaScript the form posts
 * to this route's action, which calls the same service as POST /api/contact/{customers,partners}.
 */

export const headers: Route.HeadersFunction = formPageHeaders;

function formTypeOf(pathname: string): ContactFormType {
  const lang = languageOfPath(pathname);
  return pathname.replace(/\/+$/, "") === pathFor("contactPartners", lang) ? "partner" : "customer";
}

const FIELDS = ["category", "name", "companyName", "contactPerson", "email", "website", "message"] as const;
type Values = Record<(typeof FIELDS)[number], string> & { gdprConsent: boolean; fax: string; attachmentName: string };
/** With a file, what its virus scan found: an infected or unchecked one is never opened (docs/decisions/0080). */
type ContactResult = FormResult<Values> & { attachmentStatus?: string };

const NO_VALUES = Object.fromEntries(FIELDS.map((name) => [name, ""])) as Record<(typeof FIELDS)[number], string>;
// the types by name too: some phones offer only files whose extension matches
const ACCEPT = [...ATTACHMENT_TYPES, ".png", ".jpg", ".jpeg", ".webp", ".pdf"].join(",");

export function loader({ context }: Route.LoaderArgs) {
  const forms = formServicesOf(context);
  return { captcha: forms ? forms.captcha.challenge() : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { pathname } = new URL(request.url);
  const formType = formTypeOf(pathname);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // the app's input boundary refuses such bodies first; a direct call must not end in a 500
    const values = { ...NO_VALUES, gdprConsent: false, fax: "", attachmentName: "" };
    return data<ContactResult>({ ok: false, errors: NO_ERRORS, formError: "invalidRequest", values }, { status: 400 });
  }
  const attachment = await uploadOf(form, "attachment");
  const values: Values = {
    ...(Object.fromEntries(FIELDS.map((name) => [name, textOf(form, name)])) as Record<
      (typeof FIELDS)[number],
      string
    >),
    gdprConsent: form.get("gdprConsent") === "on",
    fax: textOf(form, "fax"),
    attachmentName: attachment?.fileName ?? "",
  };
  const forms = formServicesOf(context);
  if (!forms) {
    return data<FormResult<Values>>(
      { ok: false, errors: NO_ERRORS, formError: "tryAgainLater", values },
      { status: 503 },
    );
  }
  const shared = {
    email: values.email,
    message: values.message,
    category: values.category,
    gdprConsent: values.gdprConsent,
    // an unticked checkbox sends nothing: the captcha message, not 'Required'
    captchaToken: form.has("captchaToken") ? textOf(form, "captchaToken") : undefined,
    honeypot: values.fax,
    language: languageOfPath(pathname),
  };
  const input =
    formType === "customer"
      ? { ...shared, name: values.name }
      : { ...shared, companyName: values.companyName, contactPerson: values.contactPerson, website: values.website };
  const outcome = await forms.contact.submit(formType, input, { ip: clientIpOf(context), attachment });
  const { errors, formError } = errorsOf(outcome);
  const attachmentStatus = outcome.ok ? outcome.data?.attachment?.scanStatus : undefined;
  return data<ContactResult>({ ok: outcome.ok, errors, formError, values, attachmentStatus }, answerInit(outcome));
}

// the editor's SEO for this address, when there is one, wins (ui/cms/screen-seo.ts)
export const meta: Route.MetaFunction = withCmsSeo(screenMeta);

function screenMeta({ location }: Route.MetaArgs) {
  const { lang } = metaCopy(location);
  const forms = formsCopy(lang);
  const copy = formTypeOf(location.pathname) === "partner" ? forms.contact.partners : forms.contact.customers;
  return pageMeta(copy.metaTitle, copy.metaDescription);
}

function categoryOptions(formType: ContactFormType, forms: ReturnType<typeof formsCopy>) {
  const labels = forms.contact;
  return formType === "customer"
    ? CUSTOMER_CATEGORIES.map((value) => ({ value, label: labels.customerCategories[value] }))
    : PARTNER_CATEGORIES.map((value) => ({ value, label: labels.partnerCategories[value] }));
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useLanguage();
  const forms = formsCopy(lang);
  const { pathname } = useLocation();
  const formType = formTypeOf(pathname);
  const copy = forms.contact;
  const screen = formType === "partner" ? copy.partners : copy.customers;
  const result = actionData as ContactResult | undefined;
  const errors = result?.errors ?? NO_ERRORS;
  const values = result?.ok ? undefined : result?.values;
  const { captcha } = loaderData;
  const labels: Record<string, string> = {
    category: copy.categoryLabel,
    name: copy.nameLabel,
    companyName: copy.companyLabel,
    contactPerson: copy.contactPersonLabel,
    email: copy.emailLabel,
    website: copy.websiteLabel,
    message: copy.messageLabel,
    gdprConsent: forms.common.consentLabel,
    captchaToken: forms.captcha.label,
    attachment: copy.attachmentLabel,
  };
  const quarantined =
    result?.attachmentStatus === "infected"
      ? copy.attachmentInfected
      : result?.attachmentStatus === "error"
        ? copy.attachmentUnchecked
        : null;

  let body: ReactNode;
  if (result?.ok) {
    body = (
      <div className="form-alert form-alert--success" role="status" data-testid="form-success">
        <h2>{copy.success}</h2>
        {quarantined && <p data-testid="attachment-quarantined">{quarantined}</p>}
        <p>{copy.successNote}</p>
        <p>
          <Link to={pathname}>{copy.sendAnother}</Link>
        </p>
      </div>
    );
  } else if (!captcha) {
    body = <p className="form-alert form-alert--error">{forms.common.unavailable}</p>;
  } else {
    body = (
      <Form method="post" encType="multipart/form-data" noValidate className="form-card" data-testid="contact-form">
        <ErrorSummary errors={errors} labels={labels} />
        <FormError error={result?.formError} />
        <SelectField
          name="category"
          label={copy.categoryLabel}
          placeholder={copy.categoryPlaceholder}
          options={categoryOptions(formType, forms)}
          errors={errors}
          defaultValue={values?.category}
          required
        />
        {formType === "customer" ? (
          <TextField
            name="name"
            label={copy.nameLabel}
            autoComplete="name"
            required
            maxLength={100}
            errors={errors}
            defaultValue={values?.name}
          />
        ) : (
          <>
            <TextField
              name="companyName"
              label={copy.companyLabel}
              autoComplete="organization"
              required
              maxLength={200}
              errors={errors}
              defaultValue={values?.companyName}
            />
            <TextField
              name="contactPerson"
              label={copy.contactPersonLabel}
              autoComplete="name"
              required
              maxLength={100}
              errors={errors}
              defaultValue={values?.contactPerson}
            />
          </>
        )}
        <EmailField label={copy.emailLabel} errors={errors} defaultValue={values?.email} />
        {formType === "partner" && (
          <TextField
            name="website"
            type="url"
            label={copy.websiteLabel}
            autoComplete="url"
            maxLength={500}
            errors={errors}
            defaultValue={values?.website}
          />
        )}
        <TextField
          name="message"
          label={copy.messageLabel}
          hint={formType === "partner" ? copy.partnerMessageHint : copy.customerMessageHint}
          multiline
          required
          maxLength={formType === "partner" ? 3000 : 2000}
          errors={errors}
          defaultValue={values?.message}
        />
        <FileField
          name="attachment"
          label={copy.attachmentLabel}
          hint={copy.attachmentHint}
          accept={ACCEPT}
          errors={errors}
          again={values?.attachmentName ? copy.attachmentAgain.replace("{name}", values.attachmentName) : null}
        />
        <Honeypot />
        <ConsentField
          name="gdprConsent"
          template={copy.gdprConsent}
          errors={errors}
          defaultChecked={values?.gdprConsent}
        />
        <p className="form-field__hint">{copy.retentionNote}</p>
        <CaptchaField challenge={captcha} errors={errors} />
        <SubmitButton label={copy.submit} />
      </Form>
    );
  }

  return (
    <FormPage title={screen.title} lead={screen.intro}>
      {body}
      <p className="form-page__other">
        <Link to={pathFor(formType === "partner" ? "contactCustomers" : "contactPartners", lang)}>
          {screen.otherForm}
        </Link>
      </p>
    </FormPage>
  );
}
