import { courseTitle } from './titles';

describe('courseTitle', () => {
  it("names the course before 'Kurs', and says so for an unknown course", () => {
    expect(courseTitle('Grunnkurs i trepleie')).toBe('Grunnkurs i trepleie – Kurs');
    expect(courseTitle('  Lærpleie ')).toBe('Lærpleie – Kurs');
    expect(courseTitle('')).toBe('Kurset ble ikke funnet – Kurs');
    expect(courseTitle(null)).toBe('Kurset ble ikke funnet – Kurs');
  });
});
