// Every migration in the order it applies. Each area owns its file; add new ones at the end.
import type { Migration } from "../../../sql/sqlite-migrate.ts";
import { m001_accounts } from "./001-accounts.ts";
import { m002_verification } from "./002-verification.ts";
import { m003_forms } from "./003-forms.ts";
import { m004_commerce } from "./004-commerce.ts";
import { m005_reference } from "./005-reference.ts";
import { m006_team_datasets } from "./006-team-datasets.ts";
import { m007_known_devices } from "./007-known-devices.ts";
import { m008_password_resets } from "./008-password-resets.ts";
import { m009_order_locale } from "./009-order-locale.ts";
import { m010_trade_store_apart } from "./010-trade-store-apart.ts";
import { m011_api_keys } from "./011-api-keys.ts";
import { m012_export_jobs } from "./012-export-jobs.ts";
import { m013_collection } from "./013-collection.ts";
import { m014_alerts } from "./014-alerts.ts";
import { m015_captcha_proof_of_work } from "./015-captcha-proof-of-work.ts";
import { m016_auth_resets_addresses } from "./016-auth-resets-addresses.ts";
import { m017_admin_audit } from "./017-admin-audit.ts";
import { m018_account_preferences } from "./018-account-preferences.ts";
import { m019_team_permissions } from "./019-team-permissions.ts";
import { m020_package_expiry_warnings } from "./020-package-expiry-warnings.ts";
import { m021_firm_feedback } from "./021-firm-feedback.ts";
import { m022_export_matches } from "./022-export-matches.ts";
import { m023_api_key_usage } from "./023-api-key-usage.ts";
import { m024_drop_ports } from "./024-drop-ports.ts";

export const MIGRATIONS: readonly Migration[] = [
  m001_accounts,
  m002_verification,
  m003_forms,
  m004_commerce,
  m005_reference,
  m006_team_datasets,
  m007_known_devices,
  m008_password_resets,
  m009_order_locale,
  m010_trade_store_apart,
  m011_api_keys,
  m012_export_jobs,
  m013_collection,
  m014_alerts,
  m015_captcha_proof_of_work,
  m016_auth_resets_addresses,
  m017_admin_audit,
  m018_account_preferences,
  m019_team_permissions,
  m020_package_expiry_warnings,
  m021_firm_feedback,
  m022_export_matches,
  m023_api_key_usage,
  m024_drop_ports,
];
