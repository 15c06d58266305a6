import { Effect, Layer } from "effect"
import { AppConfig, loadAppConfig } from "../Config/AppConfig.js"
import type { OfficeDescriptor } from "../Config/OfficeDescriptor.js"
import { type Jurisdiction, TRADEMARK_JURISDICTIONS } from "../Domain/Jurisdiction.js"
import { CipoOffice } from "./Cipo/CipoOffice.js"
import { CnipaOffice } from "./Cnipa/CnipaOffice.js"
import { EpoOffice } from "./Epo/EpoOffice.js"
import { EuipoOffice } from "./Euipo/EuipoOffice.js"
import { IpAustraliaOffice } from "./IpAustralia/IpAustraliaOffice.js"
import { IponzOffice } from "./Iponz/IponzOffice.js"
import { JpoOffice } from "./Jpo/JpoOffice.js"
import { UkipoOffice } from "./Ukipo/UkipoOffice.js"
import { UsptoOffice } from "./Uspto/UsptoOffice.js"
import { WipoOffice } from "./Wipo/WipoOffice.js"

/**
 * Every office we call, one descriptor per adapter folder. Adding an office: its folder (descriptor and
 * adapter), a line here, and its trademark spec in TRADEMARK_PROVIDER_SPECS (Providers/index.ts).
 */
export const OFFICES: ReadonlyArray<OfficeDescriptor & { readonly jurisdiction?: Jurisdiction }> = [
  UsptoOffice,
  EuipoOffice,
  IpAustraliaOffice,
  IponzOffice,
  WipoOffice,
  UkipoOffice,
  CipoOffice,
  JpoOffice,
  CnipaOffice,
  EpoOffice
]

/** The offices' settings prefixes (USPTO, EUIPO…). */
export const OFFICE_NAMES: ReadonlyArray<string> = OFFICES.map((o) => o.office)

/** The provider users see for each trademark jurisdiction, in errors and metrics. */
export const PROVIDER_BY_JURISDICTION = Object.fromEntries(
  TRADEMARK_JURISDICTIONS.map((j) => [j, OFFICES.find((o) => o.jurisdiction === j)?.providerName ?? j])
) as Readonly<Record<Jurisdiction, string>>

/** Every setting, the offices' from their descriptors. */
export const loadSettings = loadAppConfig(OFFICES)

/** AppConfig read from the environment (the process's, or a ConfigProvider's in tests). */
export const AppConfigLive: Layer.Layer<AppConfig, Effect.Effect.Error<typeof loadSettings>> = Layer.effect(
  AppConfig,
  Effect.map(loadSettings, AppConfig.make)
)
