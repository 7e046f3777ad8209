package org.pcmemu.cli;

import org.pcmemu.harness.GoalSchedules;

import org.pcmemu.harness.RunDetails;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pcmemu.models.Bound;
import org.pcmemu.emulator.Step;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.CapacityReport;

/**
 * Prints a {@link RunSummary} for people: aligned "label  value  note" rows, then the
 * per-superstep table of a bulk-synchronous run, then the per-processor values: all of them up to
 * {@link #FULL_LIST_LIMIT} processors, else the first {@link #PREVIEW} and a histogram; then the
 * lines of each {@link RunDetails.Field.Lines} field (e.g. a reception table), quiet or not. Not thread-safe; one instance per summary.
 */
final class RunSummaryText {
    static final int FULL_LIST_LIMIT = 64;
    static final int PREVIEW = 16;
    static final int PER_LINE = 8;
    static final int HISTOGRAM_BINS = 12;
    static final int BAR_WIDTH = 40;
    private static final String INDENT = "  ";

    private final PrintWriter out;
    private final boolean quiet;
    private final List<String[]> rows = new ArrayList<>();

    RunSummaryText(PrintWriter out, boolean quiet) {
        this.out = out;
        this.quiet = quiet;
    }

    void write(RunSummary s) {
        out.println("pcmemu run " + s.command());
        row("model", s.model().display(), "");
        row("algorithm", s.algorithm().display(), "");
        row("measured", cycles(s.measured()), "emulated");
        if (s.bound() == null && s.spread() != null && !s.spread().unclaimed().isEmpty()) {
            row("bound", "none", "no claim holds under --latency-spread: " + s.spread().unclaimed());
        } else if (s.bound() == null) {
            row("bound", "none", (s.command().equals(GoalSchedules.PROBLEM) ? "a schedule declares none"
                    : "the program declares none") + "; --bound gives one");
        } else {
            row("bound", cycles(s.bound().value()), s.bound().source());
            row("claim", s.bound().claim().label(), (s.claimHolds() ? "holds: measured " : "DOES NOT HOLD: measured ")
                    + s.measured() + " " + s.bound().claim().label() + " bound " + s.bound().value());
            row("ratio", ratio(s.bound(), s.measured()), "measured / bound");
        }
        if (s.spread() != null && s.spread().exact() != null) {
            Bound exact = s.spread().exact();
            row("bound at L", cycles(exact.value()), exact.claim().label() + " for latency L, not checked under"
                    + " --latency-spread: " + exact.source());
        }
        for (RunDetails.Figure f : s.figures()) {
            row(f.label(), number(f.value()) + (f.unit().isEmpty() ? "" : " " + f.unit()), f.note());
        }
        for (RunDetails.Field f : s.fields()) {
            row(f.label(), f.text(), f.note());
        }
        runRows(s.run());
        if (s.capacity() != null) {
            capacityRow(s.capacity());
        }
        if (s.trace() != null) {
            row("trace", s.trace().events() + " events", s.trace().format() + " written to " + s.trace().file());
        }
        if (s.chart() != null) {
            row("chart", "activity time line", "written to " + s.chart());
        }
        flushRows();
        if (s.supersteps() != null) {
            supersteps(s.supersteps());
        }
        if (!quiet && s.perProcessor() != null) {
            perProcessor(s.perProcessor());
        }
        for (RunDetails.Field f : s.fields()) {
            if (f instanceof RunDetails.Field.Lines lines) {
                out.println();
                out.println(lines.heading() + ":");
                lines.lines().forEach(out::println);
            }
        }
    }

    private void runRows(RunSummary.RunStats r) {
        row("messages", Long.toString(r.messages()), "");
        r.windows().ifPresent(w -> row("windows", Long.toString(w), "synchronization steps of the emulator"));
        row("wall time", String.format(Locale.ROOT, "%.1f ms", r.wallMillis()),
                EmulatorOptions.label(r.threads()) + " threads" + (r.jitterSeed() != 0 ? ", --jitter " + r.jitterSeed() : ""));
    }

    /* A right-aligned table, one line per superstep; the text output leaves none out (there are few). */
    private void supersteps(RunDetails.Supersteps s) {
        List<String[]> lines = new ArrayList<>();
        lines.add(new String[] {"superstep", "start", "w", "h", "messages", "words", "cost"});
        for (Step x : s.rows()) {
            lines.add(new String[] {Long.toString(x.index()), Long.toString(x.start()), Long.toString(x.work()),
                Long.toString(x.h()), Long.toString(x.messages()), Long.toString(x.words()), Long.toString(x.cost())});
        }
        int[] width = new int[lines.get(0).length];
        for (String[] line : lines) {
            for (int c = 0; c < width.length; c++) {
                width[c] = Math.max(width[c], line[c].length());
            }
        }
        out.println();
        out.println("supersteps (model cycles; cost = " + s.pricing() + "):");
        for (String[] line : lines) {
            StringBuilder sb = new StringBuilder(INDENT);
            for (int c = 0; c < width.length; c++) {
                sb.append(c == 0 ? "" : "  ").append(pad(line[c], width[c]));
            }
            out.println(sb);
        }
        if (s.rows().isEmpty()) {
            out.println(INDENT + "(none: nothing was computed or sent)");
        }
    }

    private void capacityRow(CapacityReport c) {
        String limit = c.limit() == Long.MAX_VALUE ? "unlimited (g = 0)" : "ceil(L/g) = " + c.limit();
        if (c.mode() == CapacityMode.OFF) {
            row("capacity", "off", "not enforced, not counted (limit " + limit + ")");
        } else if (c.stalledSends() > 0) {
            int worst = c.mostStalledProcessor();
            row("capacity", "enforced", c.stalledSends() + " send(s) stalled for limit " + limit + ", "
                    + c.totalStallCycles() + " cycles in all; most: " + c.stallCycles()[worst] + " cycles on processor "
                    + worst + " (--json: stallCyclesByProcessor)");
        } else if (c.exceeded()) {
            row("capacity", "EXCEEDED", c.violations() + " receptions saw more than " + limit
                    + " in transit; worst " + c.worst() + ", to processor " + c.worstProcessor()
                    + " at cycle " + c.worstTime());
        } else {
            row("capacity", "ok", "at most " + c.worst() + " in transit to one processor, limit " + limit
                    + (c.mode() == CapacityMode.ENFORCE ? ", no send stalled" : " (checked, not enforced)"));
        }
    }

    private void perProcessor(RunDetails.PerProcessor pp) {
        long[] v = pp.values();
        out.println();
        out.println(pp.label() + ", by processor:");
        int shown = v.length <= FULL_LIST_LIMIT ? v.length : PREVIEW;
        grid(v, shown);
        if (shown < v.length) {
            out.println(INDENT + "... " + (v.length - shown) + " more not listed (--json lists all)");
            out.println();
            out.println(pp.label() + ", histogram:");
            histogram(TimeHistogram.of(v, HISTOGRAM_BINS));
        }
    }

    private void grid(long[] v, int shown) {
        int idWidth = Integer.toString(v.length - 1).length() + 1;
        int valueWidth = 1;
        for (int i = 0; i < shown; i++) {
            valueWidth = Math.max(valueWidth, Long.toString(v[i]).length());
        }
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < shown; i++) {
            line.append(INDENT).append(pad("p" + i, -idWidth)).append(' ').append(pad(Long.toString(v[i]), valueWidth));
            if ((i + 1) % PER_LINE == 0 || i == shown - 1) {
                out.println(line);
                line.setLength(0);
            }
        }
    }

    private void histogram(TimeHistogram h) {
        int rangeWidth = Long.toString(h.high()[h.bins() - 1]).length();
        int countWidth = Math.max("processors".length(), Long.toString(h.largestCount()).length());
        out.println(INDENT + pad("cycles", -(2 * rangeWidth + 4)) + "  " + pad("processors", countWidth));
        for (int i = 0; i < h.bins(); i++) {
            String range = h.low()[i] == h.high()[i]
                    ? pad(Long.toString(h.low()[i]), rangeWidth) + " ".repeat(rangeWidth + 4)
                    : pad(Long.toString(h.low()[i]), rangeWidth) + " .. " + pad(Long.toString(h.high()[i]), rangeWidth);
            out.println(INDENT + range + "  " + pad(Long.toString(h.counts()[i]), countWidth) + "  "
                    + bar(h.counts()[i], h.largestCount()));
        }
    }

    private static String bar(long count, long largest) {
        if (count == 0) {
            return "";
        }
        return "#".repeat((int) Math.max(1, Math.round((double) count * BAR_WIDTH / largest)));
    }

    private void row(String label, String value, String note) {
        rows.add(new String[] {label, value, note});
    }

    /* Prints the collected rows with the label and value columns aligned. */
    private void flushRows() {
        int labelWidth = 0;
        int valueWidth = 0;
        for (String[] r : rows) {
            labelWidth = Math.max(labelWidth, r[0].length());
            valueWidth = Math.max(valueWidth, r[1].length());
        }
        for (String[] r : rows) {
            String line = INDENT + pad(r[0], -labelWidth) + "  " + (r[2].isEmpty() ? r[1] : pad(r[1], -valueWidth) + "  " + r[2]);
            out.println(line.stripTrailing());
        }
        rows.clear();
    }

    static String cycles(long value) {
        return value + " cycles";
    }

    static String ratio(Bound bound, long measured) {
        double r = bound.ratio(measured);
        return Double.isFinite(r) ? String.format(Locale.ROOT, "%.3f", r) : "infinite";
    }

    /** A count as is; a real number with two decimals, or two significant digits if smaller than 0.01 (not 0). */
    static String number(Number n) {
        if (!(n instanceof Double || n instanceof Float)) {
            return n.toString();
        }
        double v = n.doubleValue();
        return String.format(Locale.ROOT, v != 0 && Math.abs(v) < 0.01 ? "%.1e" : "%.2f", v);
    }

    /** Right-aligns in {@code width} columns; a negative width left-aligns. */
    static String pad(String s, int width) {
        int w = Math.abs(width);
        if (s.length() >= w) {
            return s;
        }
        String fill = " ".repeat(w - s.length());
        return width < 0 ? s + fill : fill + s;
    }
}
