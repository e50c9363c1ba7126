import type { Random } from './random';

// Names and places the demo data is made of: Brazilian, as the product's users are, and the same in
// every language (a person's name is not translated).
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Tiago',
  'Vanessa',
  'Wagner',
] as const;
const LAST = [
  'Almeida',
  'Barbosa',
  'Cardoso',
  'Dias',
  'Esteves',
  'Ferreira',
  'Gomes',
  'Lima',
  'Moreira',
  'Nascimento',
  'Oliveira',
  'Pereira',
  'Queiroz',
  'Ribeiro',
  'Santos',
  'Teixeira',
  'Vieira',
] as const;
export const CITIES = [
  { city: 'Belo Horizonte', uf: 'MG' },
  { city: 'São Paulo', uf: 'SP' },
  { city: 'Rio de Janeiro', uf: 'RJ' },
  { city: 'Salvador', uf: 'BA' },
  { city: 'Recife', uf: 'PE' },
  { city: 'Curitiba', uf: 'PR' },
  { city: 'Porto Alegre', uf: 'RS' },
  { city: 'Belém', uf: 'PA' },
  { city: 'Manaus', uf: 'AM' },
  { city: 'Goiânia', uf: 'GO' },
  { city: 'Vitória', uf: 'ES' },
  { city: 'Parauapebas', uf: 'PA' },
] as const;

export type Person = { name: string; email: string; city: string; uf: string };

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const person = (random: Random, domain = 'exemplo.com.br'): Person => {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const place = random.pick(CITIES);
  return {
    name: `${first} ${last}`,
    email: `${slug(first)}.${slug(last)}@${domain}`,
    city: place.city,
    uf: place.uf,
  };
};
