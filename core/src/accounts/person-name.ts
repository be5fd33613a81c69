// A person's name from the account's first and last name as its owner writes it (issue 29 item 12,
// D289): a Chinese name family name first and without a space (张 + 伟 → 张伟), any other given
// name first ("Иван Покупателев", "Olga Smirnova"). Every letter is kept; spaces are tidied.

const HAN = /^[\p{Script=Han}·・]+$/u;

const tidy = (text: string): string => text.replace(/\s+/g, " ").trim();

export const personName = (firstName: string, lastName: string): string => {
  const first = tidy(firstName);
  const last = tidy(lastName);
  if (first === "" || last === "") return first || last;
  return HAN.test(first) && HAN.test(last) ? `${last}${first}` : `${first} ${last}`;
};
