export interface DemoSubject {
  name: string
  birth_date: string | null
  biological_sex: 'male' | 'female' | 'other' | null
  meta: Record<string, unknown> | null
}

type Row = [
  name: string,
  birthDate: string | null,
  sex: DemoSubject['biological_sex'],
  phototype: string | null,
]

function toSubjects(rows: Row[]): DemoSubject[] {
  return rows.map(([name, birth_date, biological_sex, phototype]) => ({
    name,
    birth_date,
    biological_sex,
    meta: phototype ? { fitzpatrick_phototype: phototype } : null,
  }))
}

/** Patients of the "Main clinic" dataset (more than two pages at the default page size). */
export const mainClinicSubjects: DemoSubject[] = toSubjects([
  ['Amelia Hartley', '1986-04-12', 'female', 'II'],
  ['Oliver Bennett', '1972-11-03', 'male', 'II'],
  ['Sofía Herrera', '1991-07-25', 'female', 'III'],
  ['Mateo Fernández', '1968-02-14', 'male', 'III'],
  ['Chiara Rossi', '1995-09-30', 'female', 'III'],
  ['Luca Bianchi', '1983-06-08', 'male', 'III'],
  ['Léa Dubois', '1999-01-19', 'female', 'II'],
  ['Hugo Lefèvre', '1977-12-22', 'male', 'II'],
  ['Jonas Müller', '1964-05-05', 'male', 'I'],
  ['Lena Schmidt', '1990-03-17', 'female', 'II'],
  ['Zoë van der Berg', '2001-08-09', 'female', 'I'],
  ['Lars Johansson', '1958-10-27', 'male', 'I'],
  ['Ingrid Nilsen', '1975-04-02', 'female', 'I'],
  ['Aleksander Nowak', '1988-07-14', 'male', 'II'],
  ['Zofia Wiśniewska', '1993-12-01', 'female', 'II'],
  ['Dmitri Volkov', '1970-09-16', 'male', 'II'],
  ['Anastasia Petrova', '1984-02-28', 'female', 'II'],
  ['Yuki Tanaka', '1992-06-21', 'female', 'III'],
  ['Haruto Sato', '1980-03-11', 'male', 'III'],
  ['Min-jun Kim', '1997-11-29', 'male', 'III'],
  ['Seo-yeon Park', '1989-08-04', 'female', 'III'],
  ['Wei Zhang', '1976-01-23', 'male', 'III'],
  ['Li Na Chen', '1994-05-18', 'female', 'III'],
  ['Priya Sharma', '1987-10-10', 'female', 'IV'],
  ['Arjun Patel', '1969-07-07', 'male', 'IV'],
  ['Ananya Iyer', '2003-02-15', 'female', 'V'],
  ['Fatima Al-Sayed', '1985-09-09', 'female', 'IV'],
  ['Omar Haddad', '1979-04-30', 'male', 'IV'],
  ['Leyla Yılmaz', '1996-12-12', 'female', 'III'],
  ['Emre Demir', '1982-08-19', 'male', 'III'],
  ['Chinedu Okafor', '1974-03-03', 'male', 'VI'],
  ['Amara Nwosu', '1998-06-27', 'female', 'VI'],
  ['Kwame Mensah', '1966-11-11', 'male', 'VI'],
  ['Thandiwe Dlamini', '1991-01-08', 'female', 'V'],
  ['Lucas Oliveira', '1985-05-22', 'male', 'IV'],
  ['Beatriz Santos', '2000-10-03', 'female', 'IV'],
  ['Camila Rodríguez', '1978-07-31', 'female', 'IV'],
  ['Diego Ramírez', '1993-04-26', 'male', 'IV'],
  ['Aroha Ngata', '1989-02-09', 'female', 'IV'],
  ['Liam O’Connor', '1981-09-13', 'male', 'I'],
  ['Siobhán Murphy', '1973-06-15', 'female', 'I'],
  ['Nikos Papadopoulos', '1962-12-05', 'male', 'III'],
  ['Eleni Georgiou', '1990-11-20', 'female', 'III'],
  ['Noa Levi', '1994-03-28', 'female', 'III'],
  ['Sami Virtanen', '1987-01-30', 'other', 'I'],
  ['Ngoc Anh Nguyen', '1999-07-17', 'female', 'III'],
  ['Rafael Costa', null, 'male', null],
  ['Alex Morgan', '1984-08-24', null, null],
])

export const rosaceaStudySubjects: DemoSubject[] = toSubjects([
  ['Margaret Ellison', '1961-03-21', 'female', 'I'],
  ['Pieter de Vries', '1957-09-02', 'male', 'I'],
  ['Astrid Lindqvist', '1969-05-14', 'female', 'I'],
  ['Brigid Kelly', '1972-10-25', 'female', 'II'],
  ['Henrik Sørensen', '1965-01-07', 'male', 'II'],
])

export const walkInSubjects: DemoSubject[] = toSubjects([
  ['Jamie Taylor', '2002-04-18', 'other', null],
  ['Marta Kowalczyk', '1995-08-30', 'female', 'II'],
  ['Tomás Silva', null, null, null],
  ['Aisha Bello', '1988-12-19', 'female', 'V'],
])

/** Patients of the documented dialect's "Face Skin Analysis 3.0" dataset (v3 uploads). */
export const skinAnalysis3Subjects: DemoSubject[] = toSubjects([
  ['Noor Haddad', '1990-06-21', 'female', 'IV'],
  ['Lukas Brandt', '1979-01-09', 'male', 'II'],
])
