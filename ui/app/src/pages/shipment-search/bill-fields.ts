// The names of a shipment's fields in the user's language (issue 15 "every field of the §3 bill in
// the three languages"): each column of the US bill's release tables (core's ams-layout.ts), the
// sections a reader of a bill expects, and the meanings of the coded fields core reads
// (ams-codes.ts). A column missing here still shows, under its release name (bill-release.tsx).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  AmsBillType,
  AmsInBondEntryType,
  AmsLoadStatus,
  AmsRecordStatus,
  AmsServiceType,
  AmsTransportMode,
} from "@portolan/core";

/** Release column -> its name. The party columns (city, zip_code…) mean the same in each party's table. */
export const COLUMN_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // header
  carrier_code: msg`Carrier code (SCAC)`,
  vessel_country_code: msg`Vessel country`,
  vessel_name: msg`Vessel name`,
  port_of_unlading: msg`Port of unloading`,
  estimated_arrival_date: msg`Estimated arrival`,
  actual_arrival_date: msg`Actual arrival`,
  foreign_port_of_lading: msg`Port of loading`,
  foreign_port_of_lading_qualifier: msg`Loading port code type`,
  manifest_quantity: msg`Quantity`,
  weight: msg`Weight`,
  measurement: msg`Measurement`,
  record_status_indicator: msg`Record status`,
  place_of_receipt: msg`Place of receipt`,
  port_of_destination: msg`Port of destination`,
  foreign_port_of_destination: msg`Foreign port of destination`,
  foreign_port_of_destination_qualifier: msg`Destination port code type`,
  conveyance_id: msg`Conveyance ID`,
  conveyance_id_qualifier: msg`Conveyance ID type`,
  in_bond_entry_type: msg`In-bond entry type`,
  mode_of_transportation: msg`Mode of transportation`,
  secondary_notify_party: msg`Secondary notify parties`,
  // billgen
  voyage_number: msg`Voyage number`,
  bill_type_code: msg`Bill type`,
  master_bol_number: msg`Master bill number`,
  house_bol_number: msg`House bill number`,
  sub_house_bol_number: msg`Sub-house bill number`,
  manifest_number: msg`Manifest number`,
  trade_update_date: msg`Last updated`,
  run_date: msg`Release run date`,
  // consignee, shipper, notifyparty
  party_name: msg`Name`,
  address: msg`Address`,
  city: msg`City`,
  state_province: msg`State or province`,
  zip_code: msg`Postal code`,
  country_code: msg`Country`,
  contact_name: msg`Contact`,
  comm_number: msg`Communication number`,
  comm_number_qualifier: msg`Communication number type`,
  // container
  container_number: msg`Container number`,
  seal_number_1: msg`Seal number`,
  seal_number_2: msg`Second seal number`,
  equipment_description_code: msg`Equipment code`,
  container_length: msg`Length`,
  container_width: msg`Width`,
  container_height: msg`Height`,
  container_type: msg`Container type`,
  load_status: msg`Load status`,
  type_of_service: msg`Service type`,
  // cargodesc and tariff
  description_sequence_number: msg`Line`,
  piece_count: msg`Piece count`,
  description_text: msg`Description`,
  harmonized_number: msg`HS code`,
  harmonized_value: msg`Value (USD)`,
  harmonized_weight: msg`Weight`,
  // marksnumbers
  marks_and_numbers: msg`Marks and numbers`,
  // hazmat and hazmatclass
  hazmat_sequence_number: msg`Line`,
  hazmat_code: msg`Hazmat code`,
  hazmat_code_qualifier: msg`Code qualifier`,
  hazmat_class: msg`Hazard class`,
  hazmat_contact: msg`Emergency contact`,
  hazmat_page_number: msg`Page number`,
  hazmat_flash_point_temperature: msg`Flash point`,
  hazmat_description: msg`Hazmat description`,
  hazmat_classification: msg`Classification`,
};

export const SECTION_TITLES = {
  voyage: msg`Voyage and vessel`,
  parties: msg`Parties`,
  shipper: msg`Shipper`,
  consignee: msg`Consignee`,
  notifyparty: msg`Notify party`,
  containers: msg`Containers`,
  cargo: msg`Cargo lines`,
  hazmat: msg`Hazardous goods`,
  marks: msg`Marks and numbers`,
  other: msg`Other release data`,
} as const;

export const BILL_TYPES: Readonly<Record<AmsBillType, MessageDescriptor>> = {
  master: msg`Master bill (the carrier's bill for the whole consignment)`,
  house: msg`House bill (a forwarder's bill under a master bill)`,
};

export const RECORD_STATUSES: Readonly<Record<AmsRecordStatus, MessageDescriptor>> = {
  new: msg`New (first filing)`,
  amended: msg`Amended (a later filing changed it)`,
  deleted: msg`Deleted`,
};

export const IN_BOND_TYPES: Readonly<Record<AmsInBondEntryType, MessageDescriptor>> = {
  notInBond: msg`Not in bond`,
  immediateTransportation: msg`Immediate transportation (IT)`,
  transportationAndExportation: msg`Transportation and exportation (T&E)`,
  immediateExportation: msg`Immediate exportation (IE)`,
};

export const TRANSPORT_MODES: Readonly<Record<AmsTransportMode, MessageDescriptor>> = {
  vessel: msg`Vessel, not containerized`,
  vesselContainer: msg`Vessel, containerized`,
  borderWater: msg`Border, waterborne`,
  rail: msg`Rail, not containerized`,
  railContainer: msg`Rail, containerized`,
  truck: msg`Truck, not containerized`,
  truckContainer: msg`Truck, containerized`,
  auto: msg`Auto`,
  pedestrian: msg`Pedestrian`,
  roadOther: msg`Road, other`,
  air: msg`Air, not containerized`,
  airContainer: msg`Air, containerized`,
  mail: msg`Mail`,
  passengerHandCarried: msg`Passenger, hand-carried`,
  fixedInstallation: msg`Fixed installation (pipeline, power line)`,
};

export const LOAD_STATUSES: Readonly<Record<AmsLoadStatus, MessageDescriptor>> = {
  full: msg`Full container load`,
  partial: msg`Less than container load`,
};

export const SERVICE_TYPES: Readonly<Record<AmsServiceType, MessageDescriptor>> = {
  portToPort: msg`Port to port`,
  doorToDoor: msg`Door to door`,
  doorToPort: msg`Door to port`,
  portToDoor: msg`Port to door`,
  containerYard: msg`Container yard`,
  containerStation: msg`Container freight station`,
  breakBulk: msg`Break bulk`,
};
