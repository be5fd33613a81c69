import { explainPair, osaDistance, resolveParties } from "@portolan/core";

const a = {
  name: "BRIGHTWATER FOODS INC",
  country: "US",
  city: "DALLAS",
  state: "TX",
  zip: "75207",
  count: 3,
};
const b = { ...a, name: "BRIGHTWATER FODOS INC" };
console.log(JSON.stringify(explainPair(a, b)));
console.log(
  osaDistance("brightwater foods", "brightwater fodos", 2),
  osaDistance("brightwaterfoods", "brightwaterfodos", 2),
);
console.log(JSON.stringify(resolveParties([a, b]).firmOf));
