/** The bulk formats `ipdata-mcp import --format <name>` reads. */
import { CipoXml } from "./CipoXml.js"
import { EuipoXml } from "./EuipoXml.js"
import type { ImportFormat } from "./ImportFormat.js"
import { IpRapidCsv } from "./IpRapidCsv.js"
import { UkipoJournalXml } from "./UkipoJournalXml.js"
import { UsptoXml } from "./UsptoXml.js"

export type { ImportFormat, ParseContext } from "./ImportFormat.js"

export const IMPORT_FORMATS: ReadonlyArray<ImportFormat> = [UsptoXml, EuipoXml, IpRapidCsv, CipoXml, UkipoJournalXml]

export const formatByName = (name: string): ImportFormat | undefined => IMPORT_FORMATS.find((f) => f.name === name.trim().toLowerCase())
