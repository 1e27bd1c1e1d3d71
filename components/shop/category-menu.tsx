"use client";
// The rooms and their subcategories, on every page. Desktop: a row of rooms, each with a button that
// opens its subcategories (a disclosure: Enter or Space opens, Escape closes and returns to the
// button, a click elsewhere or focus moving out of the menu closes). Phone: one "Rooms" button opens
// the list. Without JavaScript the rooms are plain links (the buttons are hidden), and each room's page
// lists its subcategories.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "@/components/ui/icons.tsx";
import styles from "./category-menu.module.css";

export interface MenuRoom {
  id: number;
  name: string;
  href: string;
  children: { id: number; name: string; href: string }[];
}

export function CategoryMenu({ rooms }: { rooms: MenuRoom[] }) {
  const id = useId();
  const pathname = usePathname();
  const [openRoom, setOpenRoom] = useState<number | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);

  // A new page closes whatever was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    setOpenRoom(null);
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (openRoom === null && !menuOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) {
        setOpenRoom(null);
        setMenuOpen(false);
      }
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const toggle = openRoom !== null ? document.getElementById(`${id}-toggle-${openRoom}`) : document.getElementById(`${id}-menu`);
      if (openRoom !== null) setOpenRoom(null);
      else setMenuOpen(false);
      // Focus returns to the button only from inside the menu: an Escape meant for something else (the
      // search box's suggestions) must not pull focus away from it.
      if (nav.current?.contains(document.activeElement)) toggle?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openRoom, menuOpen, id]);

  // Focus moving on out of the menu (Tab past its last link, Shift+Tab before it) closes what was open,
  // so an open list never covers the part of the page that now has focus. A null relatedTarget (the
  // window losing focus, a click on the menu's own padding) keeps it open.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) {
      setOpenRoom(null);
      setMenuOpen(false);
    }
  };

  if (!rooms.length) return null;
  return (
    <nav ref={nav} aria-label="Room menu" className={styles.nav} onBlur={onBlur}>
      <button
        type="button"
        id={`${id}-menu`}
        className={styles.menuButton}
        aria-expanded={menuOpen}
        aria-controls={`${id}-rooms`}
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
        Rooms
      </button>
      <ul id={`${id}-rooms`} className={`${styles.rooms} ${menuOpen ? styles.menuOpen : ""}`}>
        {rooms.map((room) => {
          const open = openRoom === room.id;
          const panel = `${id}-panel-${room.id}`;
          return (
            <li key={room.id} className={styles.room}>
              <div className={styles.roomRow}>
                <Link href={room.href} className={styles.roomLink} aria-current={pathname === room.href ? "page" : undefined}>
                  {room.name}
                </Link>
                {room.children.length > 0 && (
                  <button
                    type="button"
                    id={`${id}-toggle-${room.id}`}
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panel}
                    onClick={() => setOpenRoom(open ? null : room.id)}
                  >
                    <ChevronDownIcon size={18} />
                    <span className="visually-hidden">{room.name}: subcategories</span>
                  </button>
                )}
              </div>
              {room.children.length > 0 && (
                <ul id={panel} className={styles.panel} hidden={!open}>
                  {room.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href} className={styles.childLink}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link href={room.href} className={`${styles.childLink} ${styles.all}`}>
                      All of {room.name}
                    </Link>
                  </li>
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
