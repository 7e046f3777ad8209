package org.pcmemu.harness.pictures;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGHints;
import org.pcmemu.emulator.trace.EventKind;
import org.pcmemu.emulator.trace.Trace;
import org.pcmemu.emulator.trace.TraceEvent;

/**
 * A run's activity time line in the style of the LogP paper's Figure 3 (and the SPAA paper's
 * Figure 1), painted once by {@link Canvas} as SVG (JFreeSVG) or PNG: one row per processor with its send and
 * receive overheads as boxes and each message as an arrow from the end of its send to its arrival,
 * computation in grey, the model-time axis in cycles, and the measured cost and the bound marked.
 * When the messages form a broadcast or reduction tree and there are at most {@value #MAX_TREE}
 * processors, the tree is drawn on the left with each node's time, as in the paper. For the
 * barrier engine (BSP, H-PRAM, D-BSP) each step of a sub-machine is a column over its members'
 * rows, labelled with its w, h and cost, and the sub-machines are nested SVG groups
 * ({@code <g id="sub-machine-d1-0-2">}) framed at their depth. Above {@value #MAX_ROWS} processors
 * the rows give way to a summary band: the share of processors busy at each time, per activity.
 */
public final class ActivityChart {
    private static final boolean HEADLESS = Canvas.headless(); // before the AWT constants
    /** The most processors drawn one row each. */
    public static final int MAX_ROWS = 64;
    /** The most processors whose message tree is drawn. */
    public static final int MAX_TREE = 16;

    private static final double WIDTH = 1200;
    private static final double LEFT = 70;
    private static final double RIGHT = 40;
    private static final double TOP = 78;
    private static final double TREE_WIDTH = 380;
    private static final double BAND = 180;
    private static final Color SEND = new Color(0x3B6FB6);
    private static final Color RECEIVE = new Color(0xE08A2C);
    private static final Color COMPUTE = new Color(0x9E9E9E);
    private static final Color STALL = new Color(0xD62728);
    private static final Color STEP = new Color(0xA9C4E8);
    private static final Color MEASURED = new Color(0xC0392B);
    private static final Color BOUND = new Color(0x1E8449);
    private static final Color[] DEPTH = {new Color(0x1F3A5F), new Color(0x7D3C98), new Color(0x117A65),
        new Color(0xB9770E), new Color(0x922B21)};
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 17);
    private static final Font TEXT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
    /* The height of one lane of step labels (two lines), the most lanes a depth and in all. */
    private static final double LANE = 28;
    private static final int LANES_PER_DEPTH = 2;
    private static final int MAX_LANES = 8;

    /**
     * What to draw.
     *
     * @param title     e.g. "broadcast optimal on logp P=8 L=6 o=2 g=4"
     * @param subtitle  a second line, e.g. the paper the run reproduces, or ""
     * @param trace     the run's trace
     * @param measured  the run's measured cost, in cycles
     * @param bound     the paper's bound, in cycles, or -1 for none (a user's program that declares none)
     * @param claim     how measured relates to the bound: "equals", "at most", "at least"
     */
    public record Run(String title, String subtitle, Trace trace, long measured, long bound, String claim) {
    }

    private final Run run;
    private final Trace trace;
    private final int processors;
    private final boolean rows;
    private final MessageTree tree;
    private final double x0;
    private final double rowHeight;
    private final double header;
    private final double plotTop;
    private final double plotHeight;
    private final long tMax;
    private final double height;
    /* The steps of the barrier engine's sub-machines (empty for message traces and the band). */
    private final List<StepColumn> columns;
    /* Their labels, in lanes above the rows, clear of the bars. */
    private final List<StepLabel> labels;
    private Graphics2D g;
    /* What the last paint drew: every string's box and every activity bar, for the tests. */
    private final List<Rectangle2D> texts = new ArrayList<>();
    private final List<Rectangle2D> bars = new ArrayList<>();

    private ActivityChart(Run run) {
        this.run = run;
        this.trace = run.trace();
        this.processors = trace.processors();
        this.rows = processors <= MAX_ROWS;
        this.tree = processors <= MAX_TREE ? MessageTree.of(trace).orElse(null) : null;
        this.x0 = (tree == null ? 0 : TREE_WIDTH) + LEFT;
        this.rowHeight = processors <= 16 ? 30 : Math.max(9, 520.0 / processors);
        long last = Math.max(1, Math.max(run.measured(), run.bound()));
        for (int p = 0; p < processors; p++) {
            for (TraceEvent e : trace.events(p)) {
                last = Math.max(last, e.end());
            }
        }
        this.tMax = last;
        this.columns = rows && trace.shape() == Trace.Shape.STEPS ? stepColumns() : List.of();
        this.labels = stepLabels(columns);
        int lanes = labels.stream().mapToInt(l -> l.lane() + 1).max().orElse(1);
        this.header = trace.shape() == Trace.Shape.STEPS ? lanes * LANE + 8 : 0;
        this.plotTop = TOP + 24 + header;
        this.plotHeight = rows ? processors * rowHeight : BAND;
        double treeHeight = tree == null ? 0 : (maxDepth() + 1) * 70 + 60;
        this.height = Math.max(plotTop + plotHeight, TOP + treeHeight) + 110;
    }

    /** The chart as an SVG document. */
    public static String svg(Run run) {
        ActivityChart chart = new ActivityChart(run);
        return Canvas.svg(chart.width(), chart.height(), chart::paint);
    }

    /** The chart as an image, for a PNG file. */
    public static BufferedImage image(Run run) {
        ActivityChart chart = new ActivityChart(run);
        return Canvas.image(chart.width(), chart.height(), chart::paint);
    }

    /** Checks that {@code file} can take the chart of {@code --chart}: .svg or .png, in a folder that exists. */
    public static void check(Path file) {
        Canvas.check("--chart", file);
    }

    /** Writes the chart to {@code file}, SVG or PNG by its extension, whole or not at all; returns {@code file}. */
    public static Path write(Run run, Path file) {
        Canvas.format("--chart", file);
        ActivityChart chart = new ActivityChart(run);
        return Canvas.write(file, "--chart", chart.width(), chart.height(), chart::paint);
    }

    /** The chart's width in pixels. */
    int width() {
        return (int) WIDTH;
    }

    /** The chart's height in pixels. */
    int height() {
        return (int) Math.ceil(height);
    }

    /** Every string's box and every activity bar of the chart as drawn (for the tests). */
    record Drawn(List<Rectangle2D> texts, List<Rectangle2D> bars) {
    }

    static Drawn drawn(Run run) {
        ActivityChart chart = new ActivityChart(run);
        Canvas.svg(chart.width(), chart.height(), chart::paint);
        return new Drawn(List.copyOf(chart.texts), List.copyOf(chart.bars));
    }

    private void paint(Graphics2D graphics) {
        g = graphics;
        texts.clear();
        bars.clear();
        g.setColor(Color.BLACK);
        g.setFont(TITLE);
        text(run.title(), LEFT - 50, 28);
        g.setFont(TEXT);
        text(measuredText(), LEFT - 50, 48);
        if (!run.subtitle().isEmpty()) {
            text(run.subtitle(), LEFT - 50, 66);
        }
        if (tree != null) {
            group("message-tree", this::drawTree);
        }
        group("activity", () -> {
            if (!rows) {
                drawSummaryBand();
            } else if (trace.shape() == Trace.Shape.MESSAGES) {
                drawMessageRows();
            } else {
                drawStepRows();
            }
        });
        group("axis", this::drawAxis);
        group("marks", this::drawMarks);
        if (!labels.isEmpty()) {
            group("step-labels", this::drawStepLabels); // over the marks' dashed lines
        }
        group("legend", () -> drawLegend(plotTop + plotHeight + 62));
    }

    private String measuredText() {
        return "measured " + run.measured() + " cycles, " + (run.bound() < 0 ? "no bound"
                : "bound " + run.bound() + " cycles (claim: measured " + run.claim() + " bound)") + "; " + processors
                + " processors; model time in cycles";
    }

    /* An SVG group ({@code <g id=...>}); a PNG has no groups. */
    private void group(Object id, Runnable body) {
        boolean svg = g instanceof SVGGraphics2D;
        if (svg) {
            g.setRenderingHint(SVGHints.KEY_BEGIN_GROUP, id);
        }
        body.run();
        if (svg) {
            g.setRenderingHint(SVGHints.KEY_END_GROUP, "true");
        }
    }

    private double x(long t) {
        return x0 + (WIDTH - RIGHT - x0) * t / (double) tMax;
    }

    private double rowTop(int p) {
        return plotTop + p * rowHeight;
    }

    private double rowMiddle(int p) {
        return rowTop(p) + rowHeight / 2;
    }

    private void box(long start, long end, double top, double height, Color color) {
        double left = x(start);
        double width = Math.max(2, x(end) - left);
        g.setColor(color);
        Rectangle2D bar = new Rectangle2D.Double(left, top, width, height);
        g.fill(bar);
        bars.add(bar);
    }

    /* Draws {@code s} with its baseline at y and keeps its box. */
    private void text(String s, double x, double y) {
        g.drawString(s, (float) x, (float) y);
        FontMetrics m = g.getFontMetrics();
        texts.add(new Rectangle2D.Double(x, y - m.getAscent(), m.stringWidth(s), m.getAscent() + m.getDescent()));
    }

    private void rowLabels() {
        g.setFont(processors <= 16 ? TEXT : SMALL);
        int labelEvery = (int) Math.ceil(11 / rowHeight); // every row's name where it fits, else every 2nd, ...
        for (int p = 0; p < processors; p++) {
            if (p % 2 == 1) {
                g.setColor(new Color(0xF4F6F8));
                g.fill(new Rectangle2D.Double(x0, rowTop(p), WIDTH - RIGHT - x0, rowHeight));
            }
            if (p % labelEvery == 0) {
                g.setColor(Color.DARK_GRAY);
                text("P" + p, (float) (x0 - 40), (float) (rowMiddle(p) + 4));
            }
        }
    }

    private void drawMessageRows() {
        rowLabels();
        double h = rowHeight * 0.6;
        Map<Long, double[]> sends = new HashMap<>();
        List<double[]> arrows = new ArrayList<>();
        for (int p = 0; p < processors; p++) {
            double top = rowMiddle(p) - h / 2;
            for (TraceEvent e : trace.events(p)) {
                switch (e.kind()) {
                    case SEND -> box(e.start(), e.end(), top, h, SEND);
                    case RECEIVE -> box(e.start(), e.end(), top, h, RECEIVE);
                    case COMPUTE -> box(e.start(), e.end(), top + h / 4, h / 2, COMPUTE);
                    case STALL -> box(e.start(), e.end(), top + h / 3, h / 3, STALL);
                    default -> {
                    }
                }
                if (e instanceof TraceEvent.MessageEvent m) {
                    long key = ((long) m.sender() << 40) ^ m.message();
                    if (m.kind() == EventKind.SEND) {
                        sends.put(key, new double[] {x(m.end()), rowMiddle(p)});
                    } else {
                        arrows.add(new double[] {key, x(m.arrival()), rowMiddle(p)});
                    }
                }
            }
        }
        if (arrows.size() > 4000) {
            return; // too many to read: the boxes say enough
        }
        g.setColor(new Color(0x333333));
        g.setStroke(new BasicStroke(1f));
        for (double[] a : arrows) {
            double[] from = sends.get((long) a[0]);
            if (from != null) {
                arrow(from[0], from[1], a[1], a[2]);
            }
        }
    }

    private void arrow(double fx, double fy, double tx, double ty) {
        g.draw(new Line2D.Double(fx, fy, tx, ty));
        double angle = Math.atan2(ty - fy, tx - fx);
        double size = Math.min(7, Math.max(4, rowHeight / 4));
        Path2D head = new Path2D.Double();
        head.moveTo(tx, ty);
        head.lineTo(tx - size * Math.cos(angle - 0.4), ty - size * Math.sin(angle - 0.4));
        head.lineTo(tx - size * Math.cos(angle + 0.4), ty - size * Math.sin(angle + 0.4));
        head.closePath();
        g.fill(head);
    }

    /* One step of one sub-machine: its members' events merged (w, h as the engine defines them). */
    private record StepColumn(int first, int size, int depth, int step, long start, long end, long w, long h) {
        String machine() {
            return "sub-machine-d" + depth + "-" + first + "-" + size;
        }
    }

    private void drawStepRows() {
        rowLabels();
        double h = rowHeight * 0.7;
        for (int p = 0; p < processors; p++) {
            for (TraceEvent e : trace.events(p)) {
                if (e instanceof TraceEvent.StepEvent s) {
                    Color fill = s.wordsSent() > 0 ? SEND : s.wordsReceived() > 0 ? RECEIVE
                            : s.work() > 0 ? COMPUTE : STEP;
                    box(s.start(), s.end(), rowMiddle(p) - h / 2, h, fill);
                }
            }
        }
        frames(new ArrayList<>(columns));
    }

    /* Each step of each sub-machine, its w and h the largest of its members'. */
    private List<StepColumn> stepColumns() {
        Map<String, StepColumn> columns = new LinkedHashMap<>();
        for (int p = 0; p < processors; p++) {
            for (TraceEvent e : trace.events(p)) {
                if (e instanceof TraceEvent.StepEvent s) {
                    String key = s.depth() + "/" + s.first() + "/" + s.size() + "/" + s.step() + "/" + s.start();
                    StepColumn c = columns.get(key);
                    long words = Math.max(s.wordsSent(), s.wordsReceived());
                    columns.put(key, c == null
                            ? new StepColumn(s.first(), s.size(), s.depth(), s.step(), s.start(), s.end(), s.work(), words)
                            : new StepColumn(c.first, c.size, c.depth, c.step, c.start, c.end, Math.max(c.w, s.work()),
                                    Math.max(c.h, words)));
                }
            }
        }
        return new ArrayList<>(columns.values());
    }

    /*
     * A label of one or more steps: sub-machines of one depth that ran the same step over the same
     * cycles with the same w and h share one ("3 sub-machines of 4, step 1"). Labels sit in lanes
     * above the rows, coloured like their frames, each at its step's left edge; at most
     * LANES_PER_DEPTH lanes a depth, and a label that finds no room in them is left out.
     */
    private record StepLabel(String name, String figures, double x, double width, int depth, int lane) {
    }

    private List<StepLabel> stepLabels(List<StepColumn> steps) {
        Map<String, List<StepColumn>> same = new LinkedHashMap<>();
        steps.stream().sorted((a, b) -> a.depth != b.depth ? Integer.compare(a.depth, b.depth)
                        : a.start != b.start ? Long.compare(a.start, b.start) : Integer.compare(a.first, b.first))
                .forEach(c -> same.computeIfAbsent(c.depth + "/" + c.start + "/" + c.end + "/" + c.step + "/" + c.w
                        + "/" + c.h, k -> new ArrayList<>()).add(c));
        Graphics2D m = Canvas.measuring();
        m.setFont(SMALL);
        List<StepLabel> out = new ArrayList<>();
        List<int[]> laneDepth = new ArrayList<>(); // per lane: its depth
        List<double[]> laneEnd = new ArrayList<>(); // per lane: the right end of its last label
        for (List<StepColumn> group : same.values()) {
            StepColumn c = group.get(0);
            String step = (c.depth == 0 ? "superstep " : "step ") + c.step;
            boolean sameSize = group.stream().allMatch(o -> o.size == c.size);
            String name = group.size() > 1 ? group.size() + " sub-machines" + (sameSize ? " of " + c.size : "") + ", " + step
                    : c.size == processors ? step : "[" + c.first + ", " + (c.first + c.size) + ") " + step;
            String figures = "w=" + c.w + " h=" + c.h + " cost " + (c.end - c.start);
            double width = Math.max(m.getFontMetrics().stringWidth(name), m.getFontMetrics().stringWidth(figures)) + 6;
            double x = Math.max(0, Math.min(x(c.start) + 1.5 + 2.5 * c.depth, WIDTH - 2 - width));
            int lane = -1;
            int ofDepth = 0;
            for (int i = 0; i < laneDepth.size() && lane < 0; i++) {
                if (laneDepth.get(i)[0] == c.depth) {
                    ofDepth++;
                    if (laneEnd.get(i)[0] + 8 <= x) {
                        lane = i;
                    }
                }
            }
            if (lane < 0 && ofDepth < LANES_PER_DEPTH && laneDepth.size() < MAX_LANES) {
                lane = laneDepth.size();
                laneDepth.add(new int[] {c.depth});
                laneEnd.add(new double[] {Double.NEGATIVE_INFINITY});
            }
            if (lane >= 0) {
                laneEnd.get(lane)[0] = x + width;
                out.add(new StepLabel(name, figures, x, width, c.depth, lane));
            }
        }
        return out;
    }

    private void drawStepLabels() {
        g.setFont(SMALL);
        for (StepLabel l : labels) {
            Color color = DEPTH[Math.min(l.depth(), DEPTH.length - 1)];
            double top = plotTop - header + l.lane() * LANE;
            g.setColor(Color.WHITE);
            g.fill(new Rectangle2D.Double(l.x() - 1, top + 1, l.width() + 2, LANE - 1));
            g.setColor(color);
            g.setStroke(new BasicStroke(1.6f));
            g.draw(new Line2D.Double(l.x(), top + 2, l.x(), top + LANE - 1));
            text(l.name(), l.x() + 3, top + 11);
            text(l.figures(), l.x() + 3, top + 24);
        }
        g.setStroke(new BasicStroke(1f));
    }

    /* Each sub-machine is an SVG group holding its steps' frames and, nested, its parts' groups. */
    private void frames(List<StepColumn> columns) {
        Map<String, List<StepColumn>> byMachine = new LinkedHashMap<>();
        columns.sort((a, b) -> a.depth != b.depth ? Integer.compare(a.depth, b.depth)
                : a.first != b.first ? Integer.compare(a.first, b.first) : Long.compare(a.start, b.start));
        columns.forEach(c -> byMachine.computeIfAbsent(c.machine(), k -> new ArrayList<>()).add(c));
        List<List<StepColumn>> roots = new ArrayList<>();
        for (List<StepColumn> m : byMachine.values()) {
            if (parentOf(m.get(0), byMachine) == null) {
                roots.add(m);
            }
        }
        for (List<StepColumn> m : roots) {
            machineGroup(m, byMachine);
        }
    }

    private static List<StepColumn> parentOf(StepColumn c, Map<String, List<StepColumn>> byMachine) {
        for (List<StepColumn> m : byMachine.values()) {
            StepColumn p = m.get(0);
            if (p.depth < c.depth && p.first <= c.first && c.first + c.size <= p.first + p.size
                    && (parentDepth(c, byMachine) == p.depth)) {
                return m;
            }
        }
        return null;
    }

    /* The depth of the closest enclosing sub-machine that ran a step, or -1. */
    private static int parentDepth(StepColumn c, Map<String, List<StepColumn>> byMachine) {
        int best = -1;
        for (List<StepColumn> m : byMachine.values()) {
            StepColumn p = m.get(0);
            if (p.depth < c.depth && p.first <= c.first && c.first + c.size <= p.first + p.size) {
                best = Math.max(best, p.depth);
            }
        }
        return best;
    }

    private void machineGroup(List<StepColumn> machine, Map<String, List<StepColumn>> byMachine) {
        StepColumn head = machine.get(0);
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("id", head.machine());
        attributes.put("class", "sub-machine");
        attributes.put("data-first", Integer.toString(head.first));
        attributes.put("data-size", Integer.toString(head.size));
        attributes.put("data-depth", Integer.toString(head.depth));
        group(attributes, () -> machineFrames(machine, byMachine));
    }

    private void machineFrames(List<StepColumn> machine, Map<String, List<StepColumn>> byMachine) {
        StepColumn head = machine.get(0);
        Color color = DEPTH[Math.min(head.depth, DEPTH.length - 1)];
        double inset = 1.5 + 2.5 * head.depth;
        for (StepColumn c : machine) {
            double left = x(c.start) + inset;
            double right = x(c.end) - inset;
            double top = rowTop(c.first) + inset;
            double bottom = rowTop(c.first + c.size) - inset;
            g.setColor(color);
            g.setStroke(new BasicStroke(head.depth == 0 ? 1.6f : 1.2f));
            g.draw(new Rectangle2D.Double(left, top, Math.max(1, right - left), Math.max(1, bottom - top)));
        }
        for (List<StepColumn> child : byMachine.values()) {
            if (parentOf(child.get(0), byMachine) == machine) {
                machineGroup(child, byMachine);
            }
        }
    }

    /* Above MAX_ROWS processors: per pixel column, the share of processors busy in each activity. */
    private void drawSummaryBand() {
        int columns = (int) Math.max(1, (WIDTH - RIGHT - x0) / 2);
        Map<String, double[]> share = new LinkedHashMap<>();
        Map<String, Color> colors = Map.of("send", SEND, "receive", RECEIVE, "compute", COMPUTE, "step", STEP);
        int cellCount = (int) Math.min(tMax, 20_000_000L) + 2;
        Map<String, long[]> diffs = new LinkedHashMap<>();
        double scale = (double) (cellCount - 2) / tMax; // cycles to difference-array cells
        for (int p = 0; p < processors; p++) {
            for (TraceEvent e : trace.events(p)) {
                String kind = switch (e.kind()) {
                    case SEND -> "send";
                    case RECEIVE -> "receive";
                    case COMPUTE -> "compute";
                    case STEP -> "step";
                    default -> null;
                };
                if (kind != null && e.end() > e.start()) {
                    long[] d = diffs.computeIfAbsent(kind, k -> new long[cellCount]);
                    d[(int) (e.start() * scale)]++;
                    d[(int) (e.end() * scale)]--;
                }
            }
        }
        int cells = cellCount - 2;
        for (Map.Entry<String, long[]> e : diffs.entrySet()) {
            long[] count = new long[cells]; // processors in this activity during each cell
            long running = 0;
            for (int t = 0; t < cells; t++) {
                running += e.getValue()[t];
                count[t] = running;
            }
            double[] s = new double[columns];
            for (int c = 0; c < columns; c++) { // the mean over the cells under this pixel column
                int from = (int) ((long) c * cells / columns);
                int to = Math.max(from + 1, (int) ((long) (c + 1) * cells / columns));
                long sum = 0;
                for (int t = from; t < to; t++) {
                    sum += count[t];
                }
                s[c] = (double) sum / (to - from) / processors;
            }
            share.put(e.getKey(), s);
        }
        g.setColor(new Color(0xF4F6F8));
        g.fill(new Rectangle2D.Double(x0, plotTop, WIDTH - RIGHT - x0, BAND));
        double colWidth = (WIDTH - RIGHT - x0) / columns;
        for (int c = 0; c < columns; c++) {
            double bottom = plotTop + BAND;
            for (Map.Entry<String, double[]> e : share.entrySet()) {
                double hh = e.getValue()[c] * BAND;
                if (hh > 0) {
                    g.setColor(colors.get(e.getKey()));
                    g.fill(new Rectangle2D.Double(x0 + c * colWidth, bottom - hh, colWidth + 0.3, hh));
                    bottom -= hh;
                }
            }
        }
        g.setColor(Color.DARK_GRAY);
        g.setFont(SMALL);
        text("100%", (float) (x0 - 34), (float) plotTop + 8);
        text("0%", (float) (x0 - 24), (float) (plotTop + BAND));
        text("share of the " + processors + " processors busy (more than " + MAX_ROWS
                + " processors: one band instead of one row each)", (float) x0, (float) plotTop - 6);
    }

    private void drawAxis() {
        double y = plotTop + plotHeight + 6;
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(1f));
        g.draw(new Line2D.Double(x0, y, WIDTH - RIGHT, y));
        long step = tickStep(tMax);
        g.setFont(SMALL);
        for (long t = 0; t <= tMax; t += step) {
            double x = x(t);
            g.draw(new Line2D.Double(x, y, x, y + 5));
            String label = Long.toString(t);
            text(label, (float) (x - 3 * label.length()), (float) (y + 17));
            g.setColor(new Color(0xDDDDDD));
            g.draw(new Line2D.Double(x, plotTop, x, y));
            g.setColor(Color.BLACK);
        }
        g.setFont(TEXT);
        text("model time (cycles)", (float) ((x0 + WIDTH - RIGHT) / 2 - 50), (float) (y + 34));
    }

    /** A round tick spacing (1, 2 or 5 times a power of ten) giving at most 12 ticks over [0, tMax]. */
    static long tickStep(long tMax) {
        long step = 1;
        while (true) {
            for (long m : new long[] {1, 2, 5}) {
                if (tMax / (step * m) <= 12) {
                    return step * m;
                }
            }
            step *= 10;
        }
    }

    private void drawMarks() {
        Stroke dashed = new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6, 4}, 0);
        g.setStroke(dashed);
        double top = plotTop - header - 14;
        double bottom = plotTop + plotHeight + 6;
        g.setFont(TEXT);
        if (run.bound() < 0) {
            g.setColor(MEASURED);
            g.draw(new Line2D.Double(x(run.measured()), top, x(run.measured()), bottom));
            rightAligned("measured " + run.measured(), x(run.measured()), top - 2);
        } else if (run.measured() == run.bound()) {
            g.setColor(MEASURED);
            g.draw(new Line2D.Double(x(run.measured()), top, x(run.measured()), bottom));
            rightAligned("measured = bound = " + run.measured(), x(run.measured()), top - 2);
        } else {
            g.setColor(BOUND);
            g.draw(new Line2D.Double(x(run.bound()), top, x(run.bound()), bottom));
            boolean boundFirst = run.bound() < run.measured();
            rightAligned("bound " + run.bound(), x(run.bound()), top - (boundFirst ? 2 : 16));
            g.setColor(MEASURED);
            g.draw(new Line2D.Double(x(run.measured()), top, x(run.measured()), bottom));
            rightAligned("measured " + run.measured(), x(run.measured()), top - (boundFirst ? 16 : 2));
        }
        g.setStroke(new BasicStroke(1f));
    }

    private void rightAligned(String text, double x, double y) {
        double width = g.getFontMetrics().stringWidth(text);
        text(text, (float) Math.max(x0, Math.min(x - width / 2, WIDTH - RIGHT - width)), (float) y);
    }

    private void drawLegend(double y) {
        List<Object[]> items = new ArrayList<>();
        if (trace.shape() == Trace.Shape.MESSAGES) {
            items.add(new Object[] {SEND, "send overhead o"});
            items.add(new Object[] {RECEIVE, "receive overhead o"});
            items.add(new Object[] {COMPUTE, "computation"});
            items.add(new Object[] {STALL, "stalled send (capacity)"});
            if (rows) {
                items.add(new Object[] {Color.DARK_GRAY, "message: end of send to arrival"});
            }
        } else if (!rows) {
            items.add(new Object[] {STEP, "processors in a step of their sub-machine (the rest wait for their"
                    + " partition)"});
        } else {
            items.add(new Object[] {SEND, "step, words sent"});
            items.add(new Object[] {RECEIVE, "step, words received"});
            items.add(new Object[] {COMPUTE, "step, local work only"});
            items.add(new Object[] {STEP, "step, idle member"});
            items.add(new Object[] {DEPTH[0], "frames: sub-machines by depth"});
        }
        double x = x0;
        g.setFont(TEXT);
        for (Object[] item : items) {
            if (x + 24 + g.getFontMetrics().stringWidth((String) item[1]) > WIDTH - RIGHT) {
                x = x0;
                y += 20;
            }
            g.setColor((Color) item[0]);
            g.fill(new Rectangle2D.Double(x, y - 10, 14, 12));
            g.setColor(Color.BLACK);
            text((String) item[1], (float) x + 19, (float) y);
            x += 34 + g.getFontMetrics().stringWidth((String) item[1]);
        }
    }

    private int maxDepth() {
        int d = 0;
        for (int depth : tree.depths()) {
            d = Math.max(d, depth);
        }
        return d;
    }

    /* The paper's tree: ordered children left to right, each node labelled with its time. */
    private void drawTree() {
        int[] depth = tree.depths();
        double[] xs = new double[processors];
        double[] next = {0};
        int leaves = countLeaves(tree.root());
        double span = TREE_WIDTH - 40;
        place(tree.root(), xs, next, span / Math.max(1, leaves));
        double top = TOP + 40;
        g.setFont(TEXT);
        g.setColor(Color.BLACK);
        text(tree.broadcast() ? "broadcast tree: time each processor has the datum"
                : "reduction tree: time each partial sum is complete", 16f, (float) (TOP + 14));
        g.setStroke(new BasicStroke(1.3f));
        for (int p = 0; p < processors; p++) {
            if (tree.parent()[p] >= 0) {
                int q = tree.parent()[p];
                g.setColor(Color.GRAY);
                g.draw(new Line2D.Double(20 + xs[q], top + depth[q] * 70, 20 + xs[p], top + depth[p] * 70));
            }
        }
        double slot = span / Math.max(1, leaves);
        double r = Math.max(8, Math.min(16, slot / 2 - 2));
        for (int p = 0; p < processors; p++) {
            double cx = 20 + xs[p];
            double cy = top + depth[p] * 70;
            g.setColor(new Color(0xFFF3E0));
            g.fill(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            g.setColor(Color.BLACK);
            g.draw(new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r));
            String label = Long.toString(tree.label()[p]);
            g.setFont(r < 14 ? SMALL : TEXT);
            text(label, (float) (cx - g.getFontMetrics().stringWidth(label) / 2.0), (float) cy + 4);
            if (slot >= 50) {
                g.setFont(SMALL);
                g.setColor(Color.DARK_GRAY);
                text("P" + p, (float) (cx + r + 2), (float) cy + 4); // right of the node, clear of its edges
            }
        }
    }

    private int countLeaves(int p) {
        List<Integer> c = tree.children().get(p);
        if (c.isEmpty()) {
            return 1;
        }
        int n = 0;
        for (int child : c) {
            n += countLeaves(child);
        }
        return n;
    }

    /* Leaves take the next slot; a parent sits above the middle of its first and last child. */
    private void place(int p, double[] xs, double[] next, double slot) {
        List<Integer> c = tree.children().get(p);
        if (c.isEmpty()) {
            xs[p] = next[0] * slot + slot / 2;
            next[0]++;
            return;
        }
        for (int child : c) {
            place(child, xs, next, slot);
        }
        xs[p] = (xs[c.get(0)] + xs[c.get(c.size() - 1)]) / 2;
    }
}
