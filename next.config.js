// @ts-check
/** @type {import("next").NextConfig} */
const nextConfig = {
  // Every path ends in "/"; a path without it gets a 308 that keeps the method and body (spec/API.md).
  trailingSlash: true,
  // Database drivers load wasm and data files from their own package folders at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg", "sharp", "nodemailer"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  images: {
    // Media is served by the shop itself under /media/; pages reference it by relative path.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/fonts/**" }],
    formats: ["image/avif", "image/webp"],
    deviceSizes: [360, 480, 640, 828, 1080, 1200, 1920],
    imageSizes: [48, 96, 160, 240, 320],
  },
  experimental: {
    // Uploads go to route handlers, which enforce their own limits (10 MiB).
    serverActions: { bodySizeLimit: "1mb" },
  },
};

export default nextConfig;
