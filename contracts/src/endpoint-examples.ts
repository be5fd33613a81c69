// One valid request and response per endpoint, typed by the endpoint so a wrong field fails to
// compile. Used by this package's tests, and open to the server's and the e2e contract tests.
import type { RequestOf, ResponseOf } from "./endpoint.ts";
import type { Api, EndpointName } from "./registry.ts";

export type EndpointExamples = {
  readonly [K in EndpointName]: {
    readonly request: RequestOf<Api[K]>;
    readonly response: ResponseOf<Api[K]>;
  };
};

const ok = { code: 1, msg: "success" } as const;
const session = {
  id: 1001,
  account: "acme",
  level: 0,
  nickname: "Ada",
  deptInfo: { name: "Sales" },
  email: "ada@acme.example",
  oemDomains: [
    { companyDomain: "https://oem.example", systemName: { "zh-cn": "贸易系统", en: "Trade system" } },
    { link: "https://open.example" },
  ],
  userRole: ["admin", "payment"],
  permissions: { TS: { SO: true, AI: false, CDS: { download_limit: true } }, OPENS: true },
  membership: 4 | 64 | 128,
  customs_data_source: "1010",
};
const order = {
  id: "20240001",
  tierId: "PLUS",
  amount: 2999,
  currency: "USD",
  status: "unpaid",
  createdAt: 1_700_000_000_000,
  reservedUntil: 1_700_604_800_000,
} as const;
/** A solved challenge's payload, shortened: base64 of {"challenge":{},"solution":{}}. */
const captcha = "eyJjaGFsbGVuZ2UiOnt9LCJzb2x1dGlvbiI6e319";
const savedCompany = {
  id: 5,
  kind: "company",
  ref: "42",
  datasets: ["IMP_USA_BL_SEA"],
  title: "ACME INC",
  note: "",
  tags: ["suppliers"],
  address: "/shipments/company?id=42&datasets=IMP_USA_BL_SEA",
  createdAt: 1_780_000_000_000,
  updatedAt: 1_780_000_000_000,
} as const;
const tracked = {
  id: 3,
  companyId: 42,
  role: "importer",
  name: "ACME INC",
  datasets: ["IMP_USA_BL_SEA"],
  cadence: "instant",
  since: 1_780_000_000_000,
  address: "/shipments/company?id=42&datasets=IMP_USA_BL_SEA",
} as const;
const trackedSearch = {
  id: 4,
  query: "datasets=IMP_USA_BL_SEA&keyword=chairs",
  cadence: "daily",
  since: 1_780_000_000_000,
  address: "/shipments/search?datasets=IMP_USA_BL_SEA&keyword=chairs",
} as const;
const idempotency = { headers: { "Idempotency-Key": "0b6f3c9e-5a41-4d8e-9f0a-2c1d7e6b8a90" } };

export const endpointExamples: EndpointExamples = {
  sendVerifyCode: {
    request: { body: { email: "ada@acme.example", captcha } },
    response: ok,
  },
  sendChannelCode: {
    request: {
      body: { channel: "mobile", target: "+86 138 0000 0000", captcha },
    },
    response: ok,
  },
  getCaptcha: {
    request: {},
    response: {
      ...ok,
      data: {
        parameters: {
          algorithm: "PBKDF2/SHA-256",
          nonce: "5e1c7f0a2b9d4e8f6a3c1b0d9e7f2a4c",
          salt: "0f9e8d7c6b5a49382716f5e4d3c2b1a0",
          cost: 1000,
          keyLength: 32,
          keyPrefix: "9a3f0c1e7b2d4f6a8c0e1b3d5f7a9c2e",
          keySignature: "4b1d2c3e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c",
          data: { expires: 1_700_000_600_000 },
        },
        signature: "7c6b5a4938271605f4e3d2c1b0a9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d",
      },
    },
  },
  submitForm: {
    request: {
      body: {
        formData: {
          country: "CN",
          interested: "US",
          job: "Buyer",
          name: "Ada Lovelace",
          email: "ada@acme.example",
          mobile: "13800000000",
          company: "Acme & Co",
          message: "Please call me = soon?",
        },
        isCaptcha: true,
        email: "ada@acme.example",
        captcha: "123456",
        serviceName: "en",
      },
    },
    response: ok,
  },
  identity: { request: {}, response: { code: 200, data: session } },
  logout: { request: {}, response: { code: 200, msg: null } },
  login: {
    request: { body: { login: "ada@acme.example", password: "secret1", captcha } },
    response: { ...ok, data: session },
  },
  register: {
    request: {
      body: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@acme.example",
        password: "secret1",
        terms: true,
        captcha,
        emailCode: "483920",
      },
    },
    response: { ...ok, data: session },
  },
  oemRedirectUrl: {
    request: { query: { redirect: "https://oem.example/login", client: "", mode: "cloud" } },
    response: { code: 200, data: "https://oem.example/sso?ticket=abc" },
  },
  redeemOemTicket: {
    request: { body: { ticket: "abc" } },
    response: {
      ...ok,
      data: { id: 1001, account: "acme", nickname: "Ada", email: "ada@acme.example", host: "oem.example" },
    },
  },
  getBasicInfo: {
    request: {},
    response: { ...ok, data: { id: 1001, account: "acme", nickname: "Ada", department: "Sales" } },
  },
  updateBasicInfo: {
    request: { body: { nickname: "Ada L.", email: "new@acme.example", emailCode: "654321" } },
    response: { ...ok, data: { id: 1001, account: "acme", nickname: "Ada L.", email: "new@acme.example" } },
  },
  bankTransfer: {
    request: { query: { orderId: "20240001" } },
    response: {
      ...ok,
      data: {
        orderId: "20240001",
        reference: "PTL2024000158",
        amount: 2999,
        currency: "USD",
        payBefore: 1_700_604_800_000,
        accounts: [
          {
            kind: "BANK_TRANSFER_INTERNATIONAL",
            bankName: "Demo Bank",
            accountName: "Portolan Ltd",
            accountNumber: "GB00 DEMO 0000",
            swift: "DEMOGB2L",
            demo: true,
          },
        ],
      },
    },
  },
  forgotPassword: {
    request: { body: { email: "ada@acme.example", captcha } },
    response: ok,
  },
  resetPassword: {
    request: { body: { token: "Yx3kq9R0hQ2mB7sW1vN8cT5dF4gJ6zL0pA2eK9uI3oE", password: "harbour-2026" } },
    response: ok,
  },
  adminAccounts: {
    request: { query: { q: "acme" } },
    response: {
      ...ok,
      data: {
        accounts: [
          {
            id: 1001,
            account: "acme",
            email: "ada@acme.example",
            level: 0,
            status: "active",
            createdAt: 1_690_000_000_000,
          },
          {
            id: 1002,
            account: "acme-old",
            level: 0,
            status: "cancelled",
            cancelReason: "breach",
            appeal: "pending",
            createdAt: 1_690_000_000_000,
            lastLoginAt: 1_695_000_000_000,
          },
        ],
      },
    },
  },
  adminAccountAction: {
    request: { body: { accountId: 1001, action: "freeze" } },
    response: {
      ...ok,
      data: { id: 1001, account: "acme", level: 0, status: "frozen", createdAt: 1_690_000_000_000 },
    },
  },
  adminOrders: {
    request: {},
    response: {
      ...ok,
      data: { orders: [{ order, account: "acme", payments: [{ provider: "sandbox", status: "created" }] }] },
    },
  },
  tradeSearch: {
    request: { query: { datasets: "IMP_USA_BL_SEA", keyword: "chairs", current: "1", pageSize: "20" } },
    response: {
      ...ok,
      data: {
        total: 1,
        totalExact: true,
        current: 1,
        pageSize: 20,
        records: [
          {
            id: 7,
            dataset: "IMP_USA_BL_SEA",
            date: "2026-06-01",
            billType: "H",
            importer: { id: 3, name: "ACME INC", country: "US" },
            exporter: { id: 9, name: "NINGBO HUAXIN FURNITURE CO LTD", country: "CN" },
            hsCode: "940161",
            description: "WOODEN CHAIRS",
            weightKg: 1200,
            containers: 1,
            hazmat: false,
          },
        ],
      },
    },
  },
  tradeFacets: {
    request: { query: { datasets: "IMP_USA_BL_SEA,IMP_MEXICO_CD_SEA", facets: "importers,ports,monthly" } },
    response: {
      ...ok,
      data: {
        estimated: false,
        importers: [
          {
            key: "3",
            label: "ACME INC",
            country: "US",
            shipments: 12,
            weightKg: 14000,
            valueUsd: 52000,
            weightKnown: 12,
            valueKnown: 9,
          },
        ],
        ports: [
          {
            key: "CNSHA",
            label: "Shanghai",
            codes: ["57035", "CNSHA"],
            shipments: 9,
            weightKg: 10500,
            valueUsd: 39000,
          },
        ],
        monthly: [
          {
            month: "2026-06",
            shipments: 12,
            weightKg: 14000,
            valueUsd: 52000,
            weightKnown: 12,
            valueKnown: 9,
          },
        ],
      },
    },
  },
  apiKeys: {
    request: {},
    response: {
      ...ok,
      data: {
        keys: [{ id: 1, name: "CRM sync", hint: "ptl_AbC1…", createdAt: 1_780_000_000_000 }],
        callsPerMinute: 60,
        usage: [{ keyId: 1, day: "2026-11-28", requests: 412, refusals: 3 }],
        usageDays: 30,
      },
    },
  },
  createApiKey: {
    request: { body: { name: "CRM sync" } },
    response: {
      ...ok,
      data: {
        key: "ptl_AbC1dEf2gHi3jKl4mNo5pQr6sTu7vWx8",
        view: { id: 1, name: "CRM sync", hint: "ptl_AbC1…", createdAt: 1_780_000_000_000 },
      },
    },
  },
  revokeApiKey: { request: { body: { id: 1 } }, response: { ...ok } },
  collectionItems: {
    request: { query: { kind: "company", tag: "suppliers" } },
    response: {
      ...ok,
      data: { items: [savedCompany], tags: [{ tag: "suppliers", items: 1 }], total: 3, limit: 1000 },
    },
  },
  addCollectionItem: {
    request: {
      body: {
        kind: "company",
        ref: "42",
        datasets: "IMP_USA_BL_SEA",
        title: "ACME INC",
        tags: ["Suppliers"],
      },
    },
    response: { ...ok, data: { item: savedCompany, added: true } },
  },
  updateCollectionItem: {
    request: { body: { id: 5, note: "Asked for a quote in May.", tags: ["suppliers", "chairs"] } },
    response: {
      ...ok,
      data: { ...savedCompany, note: "Asked for a quote in May.", tags: ["suppliers", "chairs"] },
    },
  },
  removeCollectionItem: { request: { body: { id: 5 } }, response: { ...ok } },
  recentSearches: {
    request: {},
    response: {
      ...ok,
      data: {
        searches: [
          {
            query: "datasets=IMP_USA_BL_SEA&keyword=chairs",
            searchedAt: 1_780_000_000_000,
            total: 1234,
            totalExact: true,
          },
        ],
      },
    },
  },
  trackedCompanies: { request: {}, response: { ...ok, data: { companies: [tracked], limit: 200 } } },
  trackCompany: {
    request: { body: { companyId: 42, role: "importer", datasets: "IMP_USA_BL_SEA", name: "ACME INC" } },
    response: { ...ok, data: { company: tracked, added: true } },
  },
  untrackCompany: { request: { body: { companyId: 42, role: "importer" } }, response: { ...ok } },
  trackedSearches: { request: {}, response: { ...ok, data: { searches: [trackedSearch], limit: 200 } } },
  trackSearch: {
    request: { body: { query: "datasets=IMP_USA_BL_SEA&keyword=chairs", cadence: "daily" } },
    response: { ...ok, data: { search: trackedSearch, added: true } },
  },
  untrackSearch: {
    request: { body: { query: "datasets=IMP_USA_BL_SEA&keyword=chairs" } },
    response: { ...ok, data: { removed: true } },
  },
  setTrackCadence: {
    request: { body: { id: 4, cadence: "instant" } },
    response: { ...ok, data: { id: 4, cadence: "instant" } },
  },
  alerts: {
    request: {},
    response: {
      ...ok,
      data: {
        alerts: [
          {
            id: 9,
            kind: "company",
            name: "ACME INC",
            shipments: 12,
            exact: true,
            createdAt: 1_780_000_000_000,
            read: false,
            address: "/shipments/search?datasets=IMP_USA_BL_SEA&firm=importer%3A42&newAfter=100&newUpTo=250",
            itemAddress: "/shipments/company?id=42&datasets=IMP_USA_BL_SEA",
          },
        ],
        unread: 1,
      },
    },
  },
  markAlertsRead: { request: { body: { ids: [9] } }, response: { ...ok, data: { unread: 0 } } },
  datasetCoverage: {
    request: {},
    response: {
      ...ok,
      data: {
        datasets: [
          { dataset: "IMP_USA_BL_SEA", records: 12_000, firstDate: "2024-01-02", lastDate: "2026-10-30" },
          { dataset: "IMP_MEXICO_CD_SEA", records: 0 },
        ],
      },
    },
  },
  statsOptions: {
    request: { query: { source: "cn" } },
    response: {
      ...ok,
      data: {
        source: "cn",
        reporters: ["CN"],
        partners: ["DE", "JP", "US"],
        flows: ["import", "export"],
        firstPeriod: "2023-01",
        lastPeriod: "2025-12",
        hsLevels: [2, 4, 6, 8],
        currencies: ["USD", "CNY"],
        tradeModes: [{ code: "10", name: { zh: "一般贸易", en: "General trade", ru: "Общая торговля" } }],
        provinces: [{ code: "44", name: { zh: "广东省", en: "Guangdong", ru: "Гуандун" } }],
      },
    },
  },
  statsSummary: {
    request: {
      query: { source: "un", flow: "export", reporter: "CN", hsLevel: "2", from: "2025-01", to: "2025-12" },
    },
    response: {
      ...ok,
      data: {
        currency: "USD",
        period: { from: "2025-01", to: "2025-12" },
        headline: {
          value: 3_400_000_000_000,
          valueYearEarlier: 3_300_000_000_000,
          change: 0.0303,
          netWeight: 1_200_000_000_000,
          unitPrice: 2.83,
          unitPriceUnit: "kg",
        },
        monthly: [{ period: "2025-01", value: 280_000_000_000, valueYearEarlier: 270_000_000_000 }],
        products: [{ hs: "85", value: 900_000_000_000, share: 0.265 }],
      },
    },
  },
  statsPartners: {
    request: { query: { source: "un", flow: "export", reporter: "CN", sort: "value", order: "desc" } },
    response: {
      ...ok,
      data: {
        currency: "USD",
        period: { from: "2025-01", to: "2025-12" },
        total: 1,
        totalValue: 500_000_000_000,
        current: 1,
        pageSize: 20,
        records: [
          {
            partner: "US",
            value: 500_000_000_000,
            share: 1,
            valueYearEarlier: 520_000_000_000,
            change: -0.0385,
            netWeight: 180_000_000_000,
          },
        ],
      },
    },
  },
  statsBreakdown: {
    request: { query: { source: "cn", flow: "export", by: "province", currency: "CNY" } },
    response: {
      ...ok,
      data: {
        by: "province",
        currency: "CNY",
        period: { from: "2025-01", to: "2025-12" },
        records: [
          {
            code: "44",
            name: { zh: "广东省", en: "Guangdong", ru: "Гуандун" },
            value: 5_500_000_000_000,
            share: 0.22,
            valueYearEarlier: 5_300_000_000_000,
            change: 0.0377,
          },
        ],
      },
    },
  },
  tradeBill: {
    request: { query: { id: "7" } },
    response: {
      ...ok,
      data: {
        record: {
          id: 7,
          dataset: "IMP_USA_BL_SEA",
          date: "2026-06-01",
          loadingPort: "CNQIN",
          loadingPortName: "Qingdao Gang",
          unloadingPort: "USLGB",
          unloadingPortName: "Long Beach",
          containers: 1,
          hazmat: false,
        },
        route: {
          loading: { code: "CNQIN", name: "Qingdao Gang", country: "CN", latitude: 36.03, longitude: 120.27 },
          unloading: { code: "USLGB", name: "Long Beach", country: "US", latitude: 33.75, longitude: -118.2 },
        },
        tables: { billgen: [{ master_bol_number: "MAEU123456789", house_bol_number: null }] },
      },
    },
  },
  tradeCompanies: {
    request: { query: { datasets: "IMP_USA_BL_SEA", keyword: "chairs", role: "importer" } },
    response: {
      ...ok,
      data: {
        total: 1,
        current: 1,
        pageSize: 20,
        records: [
          { id: 3, name: "ACME INC", country: "US", logistics: false, shipments: 12, lastDate: "2026-06-01" },
        ],
      },
    },
  },
  tradeCompanyProfile: {
    request: { query: { id: "3", datasets: "IMP_USA_BL_SEA" } },
    response: {
      ...ok,
      data: {
        id: 3,
        name: "ACME INC",
        country: "US",
        logistics: false,
        aliases: ["ACME INC", "Acme, Inc."],
        asImporter: 12,
        asExporter: 0,
        weightKg: 14000,
        valueUsd: 52000,
        weightKnown: 12,
        valueKnown: 9,
        firstDate: "2025-01-04",
        lastDate: "2026-06-01",
        monthly: [
          {
            month: "2026-06",
            shipments: 12,
            weightKg: 14000,
            valueUsd: 52000,
            weightKnown: 12,
            valueKnown: 9,
          },
        ],
        partners: [
          {
            key: "9",
            label: "NINGBO HUAXIN FURNITURE CO LTD",
            country: "CN",
            shipments: 12,
            weightKg: 14000,
            valueUsd: 52000,
          },
        ],
        hsCodes: [{ key: "940161", shipments: 12, weightKg: 14000, valueUsd: 52000 }],
        ports: [{ key: "CNNGB", shipments: 12, weightKg: 14000, valueUsd: 52000 }],
        lanes: [{ key: "CN-US", shipments: 12, weightKg: 14000, valueUsd: 52000 }],
        info: {
          addressLines: ["100 TERMINAL WAY"],
          city: "LOS ANGELES",
          stateProvince: "CA",
          zip: "90731",
          addressCountry: "US",
          addressDate: "2026-06-01",
        },
        recentBills: [
          {
            id: 41,
            dataset: "IMP_USA_BL_SEA",
            date: "2026-06-01",
            importer: { id: 3, name: "ACME INC", country: "US" },
            exporter: { id: 9, name: "NINGBO HUAXIN FURNITURE CO LTD", country: "CN" },
            description: "WOODEN CHAIRS",
            weightKg: 1200,
            containers: 1,
            hazmat: false,
          },
        ],
      },
    },
  },
  tradePartners: {
    request: { query: { id: "3", datasets: "IMP_USA_BL_SEA", sort: "value", order: "desc" } },
    response: {
      ...ok,
      data: {
        company: { id: 3, name: "ACME INC", country: "US" },
        total: 1,
        shipments: 12,
        current: 1,
        pageSize: 20,
        records: [
          {
            partner: { id: 9, name: "NINGBO HUAXIN FURNITURE CO LTD", country: "CN" },
            shipments: 12,
            weightKg: 14000,
            valueUsd: 52000,
            weightKnown: 12,
            valueKnown: 9,
            firstDate: "2025-01-04",
            lastDate: "2026-06-01",
            share: 1,
          },
        ],
      },
    },
  },
  tradeBuyers: {
    request: { query: { keyword: "chairs", country: "US", sort: "frequency" } },
    response: {
      ...ok,
      data: {
        total: 1,
        current: 1,
        pageSize: 20,
        asOf: "2026-06-01",
        forwardersHidden: 2,
        records: [
          {
            id: 3,
            name: "ACME INC",
            country: "US",
            logistics: false,
            shipments: 12,
            weightKg: 14000,
            valueUsd: 52000,
            weightKnown: 12,
            valueKnown: 9,
            firstDate: "2025-07-04",
            lastDate: "2026-06-01",
            perMonth: 1,
            suppliers: [{ id: 9, name: "NINGBO HUAXIN FURNITURE CO LTD", country: "CN", shipments: 12 }],
            info: { city: "LOS ANGELES", addressCountry: "US", email: "ops@acme.example" },
          },
        ],
      },
    },
  },
  tradeDirectory: {
    request: { query: { keyword: "acme.example", searchType: "website-email" } },
    response: {
      ...ok,
      data: {
        total: 1,
        current: 1,
        pageSize: 20,
        records: [
          {
            id: 3,
            name: "ACME INC",
            country: "US",
            logistics: false,
            shipments: 12,
            asImporter: 12,
            asExporter: 0,
            lastDate: "2026-06-01",
            matchedBy: ["contact"],
            info: { email: "ops@acme.example", phone: "3105550123" },
          },
        ],
      },
    },
  },
  exportJobs: {
    request: {},
    response: {
      ...ok,
      data: {
        exports: [
          {
            id: 4,
            subject: { kind: "search", query: { datasets: "IMP_USA_BL_SEA", keyword: "chairs" } },
            format: "csv",
            status: "running",
            rowsWritten: 500,
            rowsExpected: 1000,
            matches: 2280,
            percent: 50,
            createdAt: 1_764_000_000_000,
            fileName: "portolan-shipments-2025-11-24.csv",
          },
        ],
        rowLimit: 1000,
        keptDays: 7,
      },
    },
  },
  createExport: {
    request: {
      body: {
        subject: { kind: "profile", id: "3", datasets: "IMP_USA_BL_SEA", name: "ACME INC", table: "hsCodes" },
        format: "xlsx",
      },
    },
    response: {
      ...ok,
      data: {
        id: 5,
        subject: { kind: "profile", id: "3", datasets: "IMP_USA_BL_SEA", name: "ACME INC", table: "hsCodes" },
        format: "xlsx",
        status: "queued",
        rowsWritten: 0,
        rowsExpected: 10,
        matches: 10,
        percent: 0,
        createdAt: 1_764_000_000_000,
        fileName: "portolan-profile-hsCodes-2025-11-24.xlsx",
      },
    },
  },
  tradeHsCodes: {
    request: { query: { parent: "94", lang: "zh" } },
    response: {
      ...ok,
      data: {
        nodes: [
          {
            code: "9401",
            level: "heading",
            section: "XX",
            name: "Seats",
            lang: "en",
            examples: ["飞机用坐具"],
          },
          { code: "9406", level: "heading", section: "XX", name: "活动房屋", lang: "zh" },
        ],
      },
    },
  },
  tradePorts: {
    request: { query: { q: "上海", lang: "ru" } },
    response: {
      ...ok,
      data: {
        ports: [
          {
            code: "CNSHA",
            name: "Shanghai",
            localName: "Шанхай",
            country: "CN",
            codes: ["CNSHA", "CNSGH", "57035"],
            known: true,
          },
        ],
      },
    },
  },
  adminOffers: {
    request: {},
    response: {
      ...ok,
      data: { offers: [{ tierId: "GLOBAL", price: 2399, onOffer: true, priceVersion: 1 }] },
    },
  },
  adminOfferAction: {
    request: { body: { tierId: "GLOBAL", action: "reprice", price: 2499 } },
    response: { ...ok, data: { changed: true, invalidated: 2 } },
  },
  adminConfirmTransfer: {
    request: { body: { orderId: order.id, amount: order.amount } },
    response: { ...ok, data: order },
  },
  adminRejectTransfer: {
    request: { body: { orderId: order.id, reason: "Amount short by 20.00 USD; returned to the sender" } },
    response: { ...ok, data: { orderId: order.id } },
  },
  adminFirmEvidence: {
    request: { query: { id: "42" } },
    response: {
      ...ok,
      data: {
        id: 42,
        spellings: [
          { country: "US", name: "BRIGHTWATER FOODS INC", billSides: 31 },
          { country: "US", name: "BRIGTHWATER FOODS INC", billSides: 2 },
        ],
        links: [
          {
            a: { country: "US", name: "BRIGHTWATER FOODS INC" },
            b: { country: "US", name: "BRIGTHWATER FOODS INC" },
            weight: 9.2,
            evidence: [
              { field: "prior", level: "candidate", weight: -3.55 },
              { field: "name", level: "one-edit", weight: 5.66 },
              { field: "zip", level: "agree", weight: 4.71 },
              { field: "city", level: "agree", weight: 3.4 },
              { field: "phone", level: "missing", weight: 0 },
              { field: "state", level: "disagree", weight: -8 },
              { field: "street", level: "agree", weight: 8 },
              { field: "email", level: "disagree", weight: -1.02 },
            ],
          },
        ],
        forwarder: [],
      },
    },
  },
  adminAudit: {
    request: {},
    response: {
      ...ok,
      data: {
        entries: [
          {
            id: 2,
            at: 1_700_000_100_000,
            actor: "demo-admin",
            action: "confirmTransfer",
            account: "acme",
            orderId: order.id,
            amount: order.amount,
          },
          { id: 1, at: 1_700_000_000_000, actor: "demo-admin", action: "freeze", account: "acme-old" },
        ],
      },
    },
  },
  firmFeedbackSend: {
    request: { body: { kind: "apart", firmId: 42, spelling: "ACME INTL LOGISTICS", comment: "A forwarder" } },
    response: { ...ok, data: { id: 7, kind: "apart", spelling: "ACME INTL LOGISTICS", status: "pending" } },
  },
  firmFeedbackMine: {
    request: { query: { firmId: "42" } },
    response: {
      ...ok,
      data: { reports: [{ id: 7, kind: "apart", spelling: "ACME INTL LOGISTICS", status: "pending" }] },
    },
  },
  adminFirmReports: {
    request: {},
    response: {
      ...ok,
      data: {
        reports: [
          {
            id: 8,
            kind: "same",
            firmId: 42,
            firmName: "ACME INC",
            otherFirmId: 43,
            otherFirmName: "ACME INCORPORATED",
            sender: "acme",
            createdAt: 1_700_000_100_000,
            status: "pending",
          },
          {
            id: 7,
            kind: "apart",
            firmId: 42,
            firmName: "ACME INC",
            spelling: "ACME INTL LOGISTICS",
            comment: "A forwarder",
            sender: "acme",
            createdAt: 1_700_000_000_000,
            status: "accepted",
            decidedAt: 1_700_000_200_000,
            decider: "demo-admin",
            rule: {
              id: "report-7",
              kind: "apart",
              a: { country: "US", name: "ACME INTL LOGISTICS" },
              b: { country: "US", name: "ACME INC" },
            },
          },
        ],
      },
    },
  },
  adminFirmReportDecide: {
    request: { body: { id: 8, decision: "reject", note: "Two offices of different owners" } },
    response: {
      ...ok,
      data: {
        id: 8,
        kind: "same",
        firmId: 42,
        firmName: "ACME INC",
        otherFirmId: 43,
        otherFirmName: "ACME INCORPORATED",
        sender: "acme",
        createdAt: 1_700_000_100_000,
        status: "rejected",
        decidedAt: 1_700_000_300_000,
        decider: "demo-admin",
        note: "Two offices of different owners",
      },
    },
  },
  adminFirmRuleWithdraw: {
    request: { body: { id: 7 } },
    response: {
      ...ok,
      data: {
        id: 7,
        kind: "apart",
        firmId: 42,
        firmName: "ACME INC",
        spelling: "ACME INTL LOGISTICS",
        sender: "acme",
        createdAt: 1_700_000_000_000,
        status: "withdrawn",
        decidedAt: 1_700_000_400_000,
        decider: "demo-admin",
      },
    },
  },
  getAccountPreferences: {
    request: {},
    response: {
      ...ok,
      data: { marketingMail: false, alertMail: true, expiryMail: true, consoleNotices: true },
    },
  },
  updateAccountPreferences: {
    request: { body: { marketingMail: true, alertMail: false, expiryMail: true, consoleNotices: true } },
    response: {
      ...ok,
      data: { marketingMail: true, alertMail: false, expiryMail: true, consoleNotices: true },
    },
  },
  getTeam: {
    request: {},
    response: {
      ...ok,
      data: {
        shareable: "1010",
        shareablePermissions: ["TRADE_SO", "PARTNER_REPORT"],
        members: [
          {
            id: 1002,
            account: "acme-sales",
            nickname: "Bo",
            level: 1,
            department: "Sales",
            assigned: "1000",
            permissions: ["TRADE_SO"],
          },
          { id: 1003, account: "acme-buy", nickname: "Cy", level: 1, permissions: [] },
        ],
      },
    },
  },
  assignTeamDatasets: {
    request: { body: { accountId: 1002, customs_data_source: "1000", permissions: ["TRADE_SO"] } },
    response: {
      ...ok,
      data: {
        id: 1002,
        account: "acme-sales",
        nickname: "Bo",
        level: 1,
        assigned: "1000",
        permissions: ["TRADE_SO"],
      },
    },
  },
  accountOverview: {
    request: {},
    response: {
      ...ok,
      data: {
        services: [
          { tierId: "PRO", startsAt: 1_690_000_000_000, expiresAt: 1_721_536_000_000, orderId: "20230001" },
        ],
        orders: [
          order,
          { ...order, id: "20230001", tierId: "PRO", amount: 899, status: "paid", paidAt: 1_690_000_000_000 },
        ],
        payments: [
          {
            providerOrderId: "5O190127TN364715T",
            orderId: "20230001",
            tierId: "PRO",
            provider: "sandbox",
            status: "completed",
            amount: 899,
            currency: "USD",
            createdAt: 1_689_999_900_000,
            updatedAt: 1_690_000_000_000,
          },
        ],
      },
    },
  },
  siteStatistics: {
    request: {},
    response: {
      ...ok,
      data: {
        countries: 252,
        dataSources: 110,
        records: 12_000_000_000,
        companies: 500_000_000,
        updatedOn: "2024-05-01",
      },
    },
  },
  publicSamples: {
    request: {},
    response: {
      ...ok,
      data: {
        dataset: "IMP_USA_BL_SEA",
        records: 3_000,
        bill: {
          id: 2851,
          dataset: "IMP_USA_BL_SEA",
          date: "2026-06-20",
          importer: { id: 1095, name: "PIONEER LOGISTICS, INC.", country: "US" },
          exporter: { id: 226, name: "SHENZHEN RUIFENG TEXTILE CO LTD", country: "CN" },
          description: "SPORTS FOOTWEAR",
          quantity: 629,
          quantityUnit: "BAG",
          weightKg: 5425.6,
          originCountry: "CN",
          loadingPort: "CNQIN",
          unloadingPort: "USLAX",
          vessel: "MAERSK HARMONY 5",
          containers: 1,
          hazmat: false,
        },
        company: {
          name: "PIONEER LOGISTICS, INC.",
          country: "US",
          shipments: 23,
          weightKg: 120_500,
          firstDate: "2023-07-11",
          lastDate: "2026-06-20",
          partners: [
            {
              key: "226",
              label: "SHENZHEN RUIFENG TEXTILE CO LTD",
              country: "CN",
              shipments: 5,
              weightKg: 27_000,
              valueUsd: 0,
            },
          ],
        },
        trend: [
          { month: "2026-05", shipments: 12 },
          { month: "2026-06", shipments: 9 },
        ],
      },
    },
  },
  publicTrySearch: {
    request: { query: { words: "footwear" } },
    response: {
      ...ok,
      data: {
        dataset: "IMP_USA_BL_SEA",
        words: "footwear",
        total: 42,
        totalExact: true,
        records: [
          {
            date: "2026-06-20",
            importer: "P******* L***********, INC.",
            exporter: "S******* R******* T******* CO LTD",
            description: "SPORTS FOOTWEAR",
            originCountry: "CN",
            unloadingPort: "USLAX",
          },
        ],
        hidden: ["weightKg", "quantity", "valueUsd"],
      },
    },
  },
  countryStatistics: {
    request: {},
    response: {
      code: 0,
      data: [
        {
          countryCode: "US",
          continent: "North America",
          importRecords: 900_000_000,
          exportRecords: 100_000_000,
          latestDate: "2024-04-28",
          dataSources: ["IMP_US_BL_1", "EXP_US_CD_1"],
        },
        { countryCode: "ZW", continent: "Africa", importRecords: 0, exportRecords: 0, dataSources: [] },
      ],
    },
  },
  dataSourceStatistics: {
    request: { query: { dataSource: "IMP_US_BL_1" } },
    response: {
      code: 0,
      data: {
        dataSource: "IMP_US_BL_1",
        type: "SHIPMENTS_IMPORT",
        countryCode: "US",
        records: 900_000_000,
        startDate: "2008-01-01",
        endDate: "2024-04-28",
        fields: ["importer", "exporter", "hsCode", "description", "weight"],
        searchBy: { importer: true, exporter: true, hscode: true, description: true },
      },
    },
  },
  packages: {
    request: {},
    response: {
      code: 0,
      data: [
        { id: "PRO", priceUsdPerYear: 899, importCountries: 1, exportCountries: 0, termMonths: 12 },
        { id: "DELUXE", priceUsdPerYear: 5699, importCountries: 50, exportCountries: 50, termMonths: 12 },
      ],
    },
  },
  createOrder: { request: { ...idempotency, body: { tierId: "PLUS" } }, response: { ...ok, data: order } },
  paymentById: { request: { path: { id: 20240001 } }, response: { ...ok, data: order } },
  paymentByQuery: {
    request: { query: { id: "PAY-7f3a" } },
    response: { ...ok, data: { ...order, status: "invalid", invalidReason: "expired" } },
  },
  providerOrder: {
    request: { ...idempotency, body: { orderId: "20240001" } },
    response: { ...ok, data: { providerOrderId: "5O190127TN364715T", sandbox: true } },
  },
  capturePayment: {
    request: { ...idempotency, body: { orderId: "20240001", providerOrderId: "5O190127TN364715T" } },
    response: {
      ...ok,
      data: {
        providerOrderId: "5O190127TN364715T",
        status: "completed",
        order: { ...order, status: "paid", paidAt: 1_700_000_600_000 },
        sandbox: true,
      },
    },
  },
  contactUs: {
    request: {
      body: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@acme.example",
        subject: "Data",
        message: "Hello",
        captcha,
      },
    },
    response: ok,
  },
  creditReportEnquiry: {
    request: {
      body: {
        service: "fresh-investigation",
        companyName: "Globex",
        companyWeb: "globex.example",
        mobile: "13800000000",
        country: "DE",
        companyAddress: "1 Main St, Berlin",
        verificationCode: "123456",
      },
    },
    response: ok,
  },
  debtClaim: {
    request: {
      body: {
        creditor: {
          companyName: "Acme",
          contactName: "Ada",
          email: "ada@acme.example",
          phone: "+1 555 0100",
        },
        debtor: {
          companyName: "Initech",
          contactName: "Bill",
          lastContactDate: "2024-03-01",
          debtValue: 25_000.5,
          debtCurrency: "USD",
          lastContactDetails: "Promised to pay by April.",
        },
        captcha,
      },
    },
    response: ok,
  },
  utilitiesList: {
    request: { query: { id: 265, page: 1, limit: 10, desc: false } },
    response: {
      code: 0,
      data: {
        rows: [
          { name: "header", info: { url: "" } },
          { name: "HS lookup", info: { url: "https://tools.example/hs" } },
        ],
        total: 2,
      },
    },
  },
};
