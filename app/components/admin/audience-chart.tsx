import { texts } from "~/lib/admin-texts";

const t = texts.statistics;

interface Day {
  day: string;
  views: number;
  visitors: number;
}

const width = 640;
const height = 200;
const pad = { top: 12, right: 8, bottom: 24, left: 8 };

/**
 * Views (bars) and visitors (the darker inner bars) per day, as plain SVG that follows the page's
 * colours in either theme. The table beside it carries the same numbers for screen readers.
 */
export function AudienceChart({ days }: { days: Day[] }) {
  const top = Math.max(1, ...days.map((day) => day.views));
  const slot = (width - pad.left - pad.right) / Math.max(1, days.length);
  const bar = Math.max(1, slot * 0.7);
  const scale = (value: number) => ((height - pad.top - pad.bottom) * value) / top;
  const totalViews = days.reduce((sum, day) => sum + day.views, 0);
  const totalVisitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const labelEvery = Math.ceil(days.length / 7);
  return (
    <figure className="min-w-0">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t.chartSummary(days.length, totalViews, totalVisitors)}
        className="h-auto w-full text-brand-600 dark:text-brand-100"
        data-testid="grafik-statistik"
      >
        <line
          x1={pad.left}
          x2={width - pad.right}
          y1={height - pad.bottom}
          y2={height - pad.bottom}
          className="stroke-slate-300 dark:stroke-slate-700"
        />
        {days.map((day, index) => {
          const x = pad.left + index * slot + (slot - bar) / 2;
          const base = height - pad.bottom;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={base - scale(day.views)}
                width={bar}
                height={scale(day.views)}
                className="fill-current opacity-40"
              />
              <rect
                x={x}
                y={base - scale(day.visitors)}
                width={bar}
                height={scale(day.visitors)}
                className="fill-current"
              />
              {index % labelEvery === 0 && (
                <text
                  x={x + bar / 2}
                  y={height - 6}
                  textAnchor="middle"
                  className="fill-slate-600 text-[11px] dark:fill-slate-300"
                >
                  {day.day.slice(8, 10)}/{day.day.slice(5, 7)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600 dark:text-slate-300">
        <span className="inline-flex items-center gap-2">
          <span
            className="inline-block size-3 rounded-sm bg-brand-600/40 dark:bg-brand-100/40"
            aria-hidden
          />
          {t.views}
        </span>
        <span className="inline-flex items-center gap-2">
          <span
            className="inline-block size-3 rounded-sm bg-brand-600 dark:bg-brand-100"
            aria-hidden
          />
          {t.visitors}
        </span>
      </figcaption>
    </figure>
  );
}
