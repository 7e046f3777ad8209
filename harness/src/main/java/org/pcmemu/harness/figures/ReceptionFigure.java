package org.pcmemu.harness.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import org.pcmemu.algorithms.logp.kitem.ContinuousReport;
import org.pcmemu.algorithms.logp.kitem.KItemAlgorithm;
import org.pcmemu.algorithms.logp.kitem.KItemReport;
import org.pcmemu.algorithms.logp.kitem.PlanEmulation;
import org.pcmemu.algorithms.logp.kitem.ReceptionTable;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.pictures.TableChart;
import org.pcmemu.harness.pictures.TableChart.Cell;
import org.pcmemu.models.logp.LogP;

/**
 * The SPAA paper's reception tables, from emulated runs in the postal model: one row per receiving
 * processor P1..P(P-1), one column per time step, in each cell the item received then (letters
 * a, b, c, ... in Figure 2's absolute addressing; numbers 1, 2, 3, ... in Figure 5; an item that
 * waited in the buffer in brackets, where Figure 5 draws a square). The paper's numbers compared
 * with the runs are those its text states about each figure (section 3.2, 3.3 and 3.5).
 */
final class ReceptionFigure implements PaperFigure {
    private final boolean buffered;

    private ReceptionFigure(boolean buffered) {
        this.buffered = buffered;
    }

    /** Figure 2: P = 10, L = 3, k = 8 with an endgame, and the continuous broadcast. */
    static ReceptionFigure figure2() {
        return new ReceptionFigure(false);
    }

    /** Figure 5: the buffered model, L = 3, P - 1 = 13, k = 14. */
    static ReceptionFigure figure5() {
        return new ReceptionFigure(true);
    }

    @Override
    public String name() {
        return buffered ? "spaa-fig5" : "spaa-fig2";
    }

    @Override
    public String description() {
        return buffered
                ? "SPAA paper, Figure 5: the buffered model's k-item broadcast (Theorem 3.8), L=3, P-1=13, k=14"
                : "SPAA paper, Figure 2: k-item broadcast with an endgame (k=8) and continuous broadcast, P=10, L=3";
    }

    @Override
    public FigureOutput make(boolean full) {
        List<List<String>> csv = new ArrayList<>();
        List<Agreement> agreements = new ArrayList<>();
        List<List<Cell>> rows = new ArrayList<>();
        List<String> header;
        String title;
        List<String> caption;
        if (buffered) {
            KItemReport r = KItemReport.run(LogP.postal(14, 3), KItemAlgorithm.BUFFERED, 14, RunOptions.defaults());
            PlanEmulation.Outcome out = r.outcome();
            ReceptionTable table = ReceptionTable.of(out);
            long first = table.firstStep();
            long last = out.time();
            header = timeHeader(first, last);
            block(rows, table.cells(false, first, last), null, header.size());
            rows(csv, "buffered", out);
            // Theorem 3.8: L + B(P-1) + k - 1 = 3 + 8 + 13; the paper's Figure 5 ends at step 24
            agreements.add(new Agreement("the last reception, L + B(P-1) + k - 1", "24", Long.toString(last)));
            // §3.5: "item i is transmitted from the source processor at time i-1, reaching its root
            // processor at time i-1+L"
            agreements.add(new Agreement("the first reception of item i, for every i", "i - 1 + L",
                    firstReceptions(out, 3)));
            // footnote 1: "a scheme which achieves the lower bound and needs a buffer size of only 2"
            agreements.add(new Agreement("the most items one processor holds over in its buffer is at most 2 (emulated: "
                    + r.largestBuffer() + ")", "yes", r.largestBuffer() <= 2 ? "yes" : "no"));
            title = "SPAA Figure 5: buffered k-item broadcast, L = 3, P - 1 = 13, k = 14 (emulated)";
            caption = List.of("Each cell: the item the processor receives at that step; [i]: item i waited in the"
                            + " buffer (the paper's square).",
                    "The last reception is at " + last + "; Theorem 3.8: L + B(P-1) + k - 1 = 24. Largest buffer: "
                            + r.largestBuffer() + " item(s).");
        } else {
            KItemReport r = KItemReport.run(LogP.postal(10, 3), KItemAlgorithm.OPTIMAL, 8, RunOptions.defaults());
            ContinuousReport c = ContinuousReport.run(LogP.postal(10, 3), 12, RunOptions.defaults());
            PlanEmulation.Outcome out = r.outcome();
            ReceptionTable kItems = r.table();
            ReceptionTable continuous = c.table();
            long first = Math.min(kItems.firstStep(), continuous.firstStep());
            long last = Math.max(out.time(), continuous.lastStep());
            header = timeHeader(first, last);
            block(rows, kItems.cells(true, first, last), "broadcast of 8 items", header.size());
            block(rows, continuous.cells(true, first, last), "continuous broadcast, items a..l", header.size());
            rows(csv, "k=8", out);
            rows(csv, "continuous", c.outcome());
            // §3.3: the complete schedule for k = 8 takes no step more than Theorem 3.1's lower bound,
            // B(P-1) + L + (k-1) - k* = 7 + 3 + 7 - 2
            agreements.add(new Agreement("k=8: the last reception, Theorem 3.1's bound", "15",
                    Long.toString(out.time())));
            // §3.3: "every processor must have received k* = 2 items by time step 9"
            agreements.add(new Agreement("k=8: items each of P1..P9 holds by step 9", "2 each", countsBy(out, 9)));
            // §3.3: "From time step 10 onwards, every non-source processor (P1 - P9) receives an item at
            // every time step"
            agreements.add(new Agreement("k=8: steps 10..15 in which all of P1..P9 receive", "10..15",
                    fullSteps(out, 10, out.time())));
            // §3.2: S_7 = {a, a, a, b, b, c, d, e, h}, the items received at step L + 7 = 10
            agreements.add(new Agreement("k=8: the items received at step 10 (S_7)", "{a, a, a, b, b, c, d, e, h}",
                    multiset(out, 10)));
            agreements.add(new Agreement("continuous: the items received at step 10 (S_7)",
                    "{a, a, a, b, b, c, d, e, h}", multiset(c.outcome(), 10)));
            // §3.1: the least delay is L + B(P-1) = 3 + 7, reached by the block-cyclic schedule
            long[] delays = c.delays();
            long low = Long.MAX_VALUE;
            long high = 0;
            for (long d : delays) {
                low = Math.min(low, d);
                high = Math.max(high, d);
            }
            agreements.add(new Agreement("continuous: every item's delay, L + B(P-1)", "10",
                    low == high ? Long.toString(low) : low + " to " + high));
            title = "SPAA Figure 2: k-item and continuous broadcast, P = 10, L = 3, g = 1, o = 0 (emulated)";
            caption = List.of("Each cell: the item the processor receives at that step (absolute addressing: a is"
                            + " the first item).",
                    "k = 8 ends at " + out.time() + " (Theorem 3.1's bound, 15); continuous broadcast: every item's"
                            + " delay is " + (low == high ? low : low + " to " + high) + " (L + B(P-1) = 10).");
        }
        String svg = TableChart.svg(title, caption, header, rows);
        return new FigureOutput(svg, List.of("schedule", "processor", "item", "arrived", "received"), csv,
                agreements);
    }

    private static List<String> timeHeader(long first, long last) {
        List<String> header = new ArrayList<>(List.of("time"));
        for (long t = first; t <= last; t++) {
            header.add(Long.toString(t));
        }
        return header;
    }

    /* Rows P1..P(P-1) of a reception table's cells, under a title row if `title` is given. */
    private static void block(List<List<Cell>> rows, String[][] cells, String title, int columns) {
        if (title != null) {
            List<Cell> row = new ArrayList<>(List.of(Cell.plain(title)));
            while (row.size() < columns) {
                row.add(Cell.plain(""));
            }
            rows.add(row);
        }
        for (int p = 1; p < cells.length; p++) {
            List<Cell> row = new ArrayList<>(List.of(Cell.plain("P" + p)));
            for (String cell : cells[p]) {
                row.add(Cell.plain(cell == null ? "" : cell));
            }
            rows.add(row);
        }
    }

    private static void rows(List<List<String>> csv, String schedule, PlanEmulation.Outcome out) {
        long[][] received = out.received();
        long[][] arrived = out.arrived();
        for (int p = 1; p < received.length; p++) {
            for (int i = 0; i < received[p].length; i++) {
                csv.add(List.of(schedule, Integer.toString(p), Integer.toString(i + 1), Long.toString(arrived[p][i]),
                        Long.toString(received[p][i])));
            }
        }
    }

    /** "2 each" if every receiver holds the same number of items by step {@code t}, else the range. */
    private static String countsBy(PlanEmulation.Outcome out, long t) {
        int low = Integer.MAX_VALUE;
        int high = 0;
        for (int p = 1; p < out.received().length; p++) {
            int n = 0;
            for (long r : out.received()[p]) {
                n += r <= t ? 1 : 0;
            }
            low = Math.min(low, n);
            high = Math.max(high, n);
        }
        return low == high ? low + " each" : low + " to " + high;
    }

    /** The steps in [from, to] in which every receiver receives, as "from..to" if they are all of them. */
    private static String fullSteps(PlanEmulation.Outcome out, long from, long to) {
        List<Long> full = new ArrayList<>();
        for (long t = from; t <= to; t++) {
            boolean all = true;
            for (int p = 1; p < out.received().length && all; p++) {
                boolean receives = false;
                for (long r : out.received()[p]) {
                    receives |= r == t;
                }
                all = receives;
            }
            if (all) {
                full.add(t);
            }
        }
        return full.size() == to - from + 1 ? from + ".." + to : full.toString();
    }

    /** The items received at step {@code t}, sorted, as letters. */
    private static String multiset(PlanEmulation.Outcome out, long t) {
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int p = 1; p < out.received().length; p++) {
            for (int i = 0; i < out.received()[p].length; i++) {
                if (out.received()[p][i] == t) {
                    counts.merge(i, 1, Integer::sum);
                }
            }
        }
        List<String> items = new ArrayList<>();
        counts.forEach((i, n) -> {
            for (int c = 0; c < n; c++) {
                items.add(String.valueOf((char) ('a' + i)));
            }
        });
        return "{" + String.join(", ", items) + "}";
    }

    /** "i - 1 + L" if item i is first received at i - 1 + L for every i, else the first differing item. */
    private static String firstReceptions(PlanEmulation.Outcome out, long L) {
        int k = out.received()[1].length;
        for (int i = 0; i < k; i++) {
            long first = Long.MAX_VALUE;
            for (int p = 1; p < out.received().length; p++) {
                first = Math.min(first, out.received()[p][i]);
            }
            if (first != i + L) {
                return "item " + (i + 1) + " first at " + first;
            }
        }
        return "i - 1 + L";
    }
}
