package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The reception table of a k-item or continuous broadcast in the layout of SPAA Figures 2 and 5:
 * one row per receiving processor P1..P(P-1), one column per time step, and in each cell the
 * item the processor received in that step (a, b, c, ... in Figure 2's absolute addressing, or
 * 1, 2, 3, ... as in Figure 5). An item received later than it arrived (it waited in the buffer
 * of the buffered model) is shown in brackets, where Figure 5 draws a square.
 *
 * <pre>
 *  time  3 4 5 6 7 ...
 *  P1    a . . . b ...
 * </pre>
 *
 * Built from measured times only ({@link PlanEmulation.Outcome}).
 */
public final class ReceptionTable {
    /** The most columns (steps) a table prints: SPAA Figure 2 has 13, a latency of 10^8 would have 10^8. */
    public static final long MOST_COLUMNS = 4096;
    private final long[][] received;
    private final long[][] arrived;

    /** @param received received[p][i], p = 0 the source; arrived[p][i] likewise */
    public ReceptionTable(long[][] received, long[][] arrived) {
        this.received = received;
        this.arrived = arrived;
    }

    public static ReceptionTable of(PlanEmulation.Outcome out) {
        return new ReceptionTable(out.received(), out.arrived());
    }

    /** The first step in which a processor other than the source receives; Long.MAX_VALUE if none. */
    public long firstStep() {
        long first = Long.MAX_VALUE;
        for (int p = 1; p < received.length; p++) {
            for (long t : received[p]) {
                first = Math.min(first, t);
            }
        }
        return first;
    }

    /** The last step in which a processor other than the source receives; 0 if none. */
    public long lastStep() {
        long last = 0;
        for (int p = 1; p < received.length; p++) {
            for (long t : received[p]) {
                last = Math.max(last, t);
            }
        }
        return last;
    }

    /**
     * cells[p][t - first] for the steps t in [first, last]: the item processor p received then
     * ("[x]" if it waited in the buffer), null if none; row 0, the source, stays empty.
     * {@code letters}: items as a, b, c, ... (at most 26 items), else as 1, 2, 3, ....
     */
    public String[][] cells(boolean letters, long first, long last) {
        int P = received.length;
        int k = P == 0 ? 0 : received[0].length;
        String[][] cells = new String[P][Math.toIntExact(last - first + 1)];
        for (int p = 1; p < P; p++) {
            for (int i = 0; i < k; i++) {
                long t = received[p][i];
                if (t >= first && t <= last) {
                    String item = letters && k <= 26 ? String.valueOf((char) ('a' + i)) : Integer.toString(i + 1);
                    cells[p][(int) (t - first)] = t > arrived[p][i] ? "[" + item + "]" : item;
                }
            }
        }
        return cells;
    }

    /** The table's lines; {@code letters}: items as a, b, c, ... (at most 26 items), else as 1, 2, 3, .... */
    public List<String> lines(boolean letters) {
        int P = received.length;
        long first = firstStep();
        long last = lastStep();
        if (first == Long.MAX_VALUE) {
            return List.of();
        }
        if (last - first >= MOST_COLUMNS) {
            throw new InvalidParameterException("the reception table would have " + (last - first + 1)
                    + " columns, one per step from " + first + " to " + last + ", more than the " + MOST_COLUMNS
                    + " it prints; leave out --table, or choose a smaller lambda");
        }
        String[][] cells = cells(letters, first, last);
        int columns = cells[0].length;
        int width = Long.toString(last).length();
        for (String[] row : cells) {
            for (String cell : row) {
                width = Math.max(width, cell == null ? 0 : cell.length());
            }
        }
        String label = "%-" + Math.max(4, ("P" + (P - 1)).length()) + "s";
        String cell = " %" + width + "s";
        List<String> lines = new ArrayList<>();
        StringBuilder head = new StringBuilder(String.format(label, "time"));
        for (int c = 0; c < columns; c++) {
            head.append(String.format(cell, first + c));
        }
        lines.add(head.toString());
        for (int p = 1; p < P; p++) {
            StringBuilder row = new StringBuilder(String.format(label, "P" + p));
            for (int c = 0; c < columns; c++) {
                row.append(String.format(cell, cells[p][c] == null ? "." : cells[p][c]));
            }
            lines.add(row.toString().stripTrailing());
        }
        return lines;
    }
}
