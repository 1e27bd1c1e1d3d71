// Job alerts (matched by slug) and professions (matched by name).
import { jobs, professions } from "./careers.data.ts";
import type { SeedContext } from "./context.ts";
import { applyPlan, planSync } from "./sync.ts";

const ist = (date: string) => new Date(`${date}T10:00:00+05:30`);

export function jobDescription(job: (typeof jobs)[number]): string {
  return [
    job.about,
    "",
    "**What you will do**",
    "",
    ...job.responsibilities.map((r) => `- ${r}`),
    "",
    "**What we are looking for**",
    "",
    ...job.requirements.map((r) => `- ${r}`),
  ].join("\n");
}

export async function seedCareers(ctx: SeedContext): Promise<void> {
  const { prisma, stats } = ctx;
  const rows = jobs.map((j) => ({
    slug: j.slug,
    title: j.title,
    department: j.department,
    location: j.location,
    employmentType: j.employmentType,
    experience: j.experience,
    description: jobDescription(j),
    isOpen: j.isOpen,
    postedAt: ist(j.postedAt),
    closesAt: j.closesAt ? new Date(`${j.closesAt}T23:59:59+05:30`) : null,
  }));
  const jobPlan = planSync(await prisma.jobAlert.findMany(), (j) => j.slug, rows, (w) => w.slug);
  await applyPlan(stats, "JobAlert", jobPlan, (data) => prisma.jobAlert.createMany({ data }), (row, data) => prisma.jobAlert.update({ where: { id: row.id }, data }));

  const professionPlan = planSync(await prisma.profession.findMany(), (p) => p.name, professions.map((name) => ({ name })), (w) => w.name);
  await applyPlan(stats, "Profession", professionPlan, (data) => prisma.profession.createMany({ data }), (row, data) => prisma.profession.update({ where: { id: row.id }, data }));
}
