// The page cache and the "use cache" data handler: an entry is served until one of its tags expires,
// and an entry whose work started before a change is never kept.
import { describe, expect, it } from "vitest";
import dataHandler from "./data-handler.mjs";
import PageCacheHandler from "./page-handler.mjs";
import { refresher, STALE_GRACE_MS } from "./refresher.mjs";
import { tagClock } from "./tag-clock.mjs";

let n = 0;
const fresh = (name: string) => `${name}-${++n}`;

function page(tags: string[]) {
  return { kind: "APP_PAGE", html: "<html></html>", rscData: Buffer.from("rsc"), headers: { "x-next-cache-tags": tags.join(",") }, status: 200 };
}

function dataEntry(tags: string[], timestamp: number, text = "value") {
  const bytes = new TextEncoder().encode(text);
  return {
    value: new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(bytes);
        c.close();
      },
    }),
    tags,
    timestamp,
    stale: 30,
    revalidate: 3600,
    expire: 7200,
  };
}

const read = async (stream: ReadableStream<Uint8Array>) => new TextDecoder().decode(await new Response(stream).arrayBuffer());

describe("the page cache", () => {
  it("serves a rendered page until one of its tags expires", async () => {
    const cache = new PageCacheHandler();
    const [key, tag] = [fresh("/p/teak-bench/"), fresh("catalogue:product")];
    expect(await cache.get(key)).toBeNull();
    await cache.set(key, page(["catalogue", tag]));
    expect((await cache.get(key))?.value).toMatchObject({ html: "<html></html>" });
    tagClock.expire([fresh("another")]);
    expect(await cache.get(key)).not.toBeNull();
    tagClock.expire([tag]);
    expect(await cache.get(key)).toBeNull();
  });

  it("keeps nothing of a render that started before a change to its data", async () => {
    const cache = new PageCacheHandler();
    const [key, tag] = [fresh("/c/dining/"), fresh("catalogue:listings")];
    expect(await cache.get(key)).toBeNull(); // the render starts here
    tagClock.expire([tag]); // a price changes while it renders
    await cache.set(key, page([tag]));
    expect(await cache.get(key)).toBeNull();
    await cache.set(key, page([tag])); // this render started after the change
    expect(await cache.get(key)).not.toBeNull();
  });

  it("treats a render it did not see start as one that started well before", async () => {
    const cache = new PageCacheHandler();
    const [key, tag] = [fresh("/"), fresh("catalogue:categories")];
    tagClock.expire([tag]);
    await cache.set(key, page([tag])); // a background revalidation: no miss recorded
    expect(await cache.get(key)).toBeNull();
  });

  it("expires everything at once", async () => {
    const cache = new PageCacheHandler();
    const key = fresh("/search/");
    await cache.get(key);
    await cache.set(key, page([fresh("tag")]));
    tagClock.expireEverything();
    expect(await cache.get(key)).toBeNull();
  });
});

describe("the page cache's background renders", () => {
  it("serves the page a change replaced while the server renders it again, then the new one", async () => {
    const cache = new PageCacheHandler();
    const [key, tag] = [fresh("/p/rosewood-desk/"), fresh("catalogue:product")];
    const rendered: string[] = [];
    let finish!: () => void;
    refresher.setRenderer(async (k) => {
      rendered.push(k);
      // The server's own request: the cache answers it with a miss, the render stores the new page.
      await refresher.runAsRefresh(async () => {
        expect(await cache.get(k)).toBeNull();
        await new Promise<void>((resolve) => (finish = resolve));
        await cache.set(k, { ...page([tag]), html: "<html>new</html>" });
      });
    });
    await cache.get(key);
    await cache.set(key, page([tag]));
    tagClock.expire([tag]);
    // The change is announced (lib/page-cache/invalidation.ts): the product's cached pages are queued.
    expect(refresher.refreshTagged([tag])).toBe(1);
    // Shoppers get the old page at once, however many ask, and the one render runs in the background.
    for (let i = 0; i < 3; i++) expect((await cache.get(key))?.value).toMatchObject({ html: "<html></html>" });
    expect(refresher.refreshTagged([tag])).toBe(1); // queued once
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rendered).toEqual([key]);
    finish();
    await refresher.settled(1_000);
    expect((await cache.get(key))?.value).toMatchObject({ html: "<html>new</html>" });
  });

  it("lets the first view after a change render a page nobody queued, serving the old one to views meanwhile", async () => {
    const cache = new PageCacheHandler();
    const [key, tag] = [fresh("/c/bedroom/"), fresh("catalogue:listings")];
    await cache.get(key);
    await cache.set(key, page([tag]));
    tagClock.expire([tag]);
    expect(await cache.get(key)).toBeNull(); // this view renders the new page
    expect((await cache.get(key))?.value).toMatchObject({ html: "<html></html>" }); // one meanwhile
    await cache.set(key, { ...page([tag]), html: "<html>new</html>" });
    expect((await cache.get(key))?.value).toMatchObject({ html: "<html>new</html>" });
  });

  it("drops the old page when the server's render stores none (it now redirects), so the next view renders", async () => {
    const cache = new PageCacheHandler();
    const [key, tag] = [fresh("/p/old-slug/"), fresh("catalogue:product")];
    refresher.setRenderer((k) => refresher.runAsRefresh(async () => void (await cache.get(k))));
    await cache.get(key);
    await cache.set(key, page([tag]));
    tagClock.expire([tag]);
    expect(refresher.refreshTagged([tag])).toBe(1);
    await refresher.settled(1_000);
    // Still within the grace after the change: without the drop this view would get the old page.
    expect(await cache.get(key)).toBeNull();
  });

  it("serves no old page past the grace, even while the server's render of it is still queued or running", async () => {
    const cache = new PageCacheHandler();
    const [key, tag] = [fresh("/p/study-table/"), fresh("catalogue:product")];
    let finish!: () => void;
    refresher.setRenderer(() => new Promise<void>((resolve) => (finish = resolve)));
    await cache.get(key);
    await cache.set(key, page([tag]));
    tagClock.expire([tag]);
    refresher.schedule(key);
    expect(await cache.get(key)).not.toBeNull(); // within the grace: the old page while it renders
    const realNow = tagClock.now;
    tagClock.now = () => realNow() + STALE_GRACE_MS + 1;
    try {
      // A staff form waits out the grace at most: the staff member's next view renders the new page.
      expect(await cache.get(key)).toBeNull();
      finish();
      await refresher.settled(1_000);
    } finally {
      tagClock.now = realNow;
    }
  });
});

describe("the data handler", () => {
  it("answers a stored entry as a new stream each time, until a tag or soft tag expires", async () => {
    const [key, tag, soft] = [fresh("data"), fresh("catalogue:product"), fresh("_N_T_/p")];
    await dataHandler.set(key, Promise.resolve(dataEntry([tag], tagClock.now())));
    expect(await read((await dataHandler.get(key, [soft]))!.value)).toBe("value");
    expect(await read((await dataHandler.get(key, [soft]))!.value)).toBe("value");
    tagClock.expire([soft]);
    expect(await dataHandler.get(key, [soft])).toBeUndefined();
    await dataHandler.set(key, Promise.resolve(dataEntry([tag], tagClock.now())));
    expect(await dataHandler.get(key, [])).toBeDefined();
    await dataHandler.updateTags([tag]);
    expect(await dataHandler.get(key, [])).toBeUndefined();
    expect(await dataHandler.getExpiration([tag])).toBeGreaterThan(0);
  });

  it("does not keep work that started before a change", async () => {
    const [key, tag] = [fresh("data"), fresh("catalogue:listings")];
    const startedAt = tagClock.now();
    tagClock.expire([tag]);
    await dataHandler.set(key, Promise.resolve(dataEntry([tag], startedAt)));
    expect(await dataHandler.get(key, [])).toBeUndefined();
  });
});
