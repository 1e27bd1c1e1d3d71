"use client";
// The landing page's banners: one slide at a time, turning every few seconds. The arrow keys (while
// focus is inside), the buttons and a swipe change slides; it pauses while the pointer is over it or
// focus is inside it, and stays paused after the pause button or when the shopper prefers less motion.
// Every slide is in the server's HTML with its box sized by CSS, so nothing shifts when pictures arrive.
import Link from "next/link";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons.tsx";
import type { BannerSlide } from "@/lib/storefront/content-view.ts";
import styles from "./banner-carousel.module.css";


const TURN_MS = 6000;
const SWIPE_PX = 40;

export function BannerCarousel({ slides, label }: { slides: BannerSlide[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const swipe = useRef<number | null>(null);
  const count = slides.length;
  const playing = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setStopped(true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a slide chosen by hand starts the turn's time again.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), TURN_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const go = (to: number) => setIndex(((to % count) + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    if (swipe.current === null) return;
    const dx = event.clientX - swipe.current;
    swipe.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  }

  if (count === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={styles.viewport}
        onPointerDown={(e) => {
          if (e.pointerType !== "mouse") swipe.current = e.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div className={styles.track} style={{ transform: `translateX(${-100 * index}%)` }} aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              className={styles.slide}
              inert={i !== index}
            >
              <picture>
                {slide.mobileImage && <source media="(max-width: 40rem)" srcSet={slide.mobileImage} width={800} height={1000} />}
                <img
                  src={slide.image}
                  alt={slide.alt}
                  width={1920}
                  height={720}
                  className={styles.image}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  draggable={false}
                />
              </picture>
              <div className={styles.copy}>
                <h2 className={styles.title}>{slide.title}</h2>
                {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
                {slide.link && (
                  <Link href={slide.link} className={styles.cta} prefetch={false}>
                    Shop now<span className="visually-hidden">: {slide.title}</span>
                    <ArrowRightIcon size={18} />
                  </Link>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => setStopped((s) => !s)}>
            {stopped ? "Play" : "Pause"}
            <span className="visually-hidden"> the slides</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => go(index - 1)} aria-label="Previous slide">
            <ArrowLeftIcon size={18} />
          </button>
          <ol className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button type="button" className={styles.dot} aria-current={i === index ? "true" : undefined} onClick={() => go(i)}>
                  <span className="visually-hidden">
                    Slide {i + 1}: {slide.title}
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className={styles.arrow} onClick={() => go(index + 1)} aria-label="Next slide">
            <ArrowRightIcon size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
