package org.pcmemu.algorithms.bsp.broadcast;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;

/**
 * The README table: emulated costs of the four broadcasts for p = 64, g = 1, L in {1, 8, 64} and
 * n in {1, 4096}, under both cost conventions, with the cheapest algorithm(s) of each row in bold.
 * Every cell is a measured cost; a cell whose formula disagrees says so.
 *
 * <p>How to run (after {@code mvn -pl algorithms -am package}):
 * {@code java -cp <algorithms, models and emulator jars, jctools, agrona> org.pcmemu.algorithms.bsp.broadcast.BspBroadcastTable}
 */
public final class BspBroadcastTable {
    public static final int P = 64;
    public static final long G = 1;
    public static final long[] LATENCIES = {1, 8, 64};
    public static final int[] LENGTHS = {1, 4096};

    private BspBroadcastTable() {
    }

    /** One row: the four algorithms (flat, binary, best k-ary, two-phase) on one (L, n). */
    public record Row(Bsp model, int n, List<BspBroadcastReport> reports) {

        public long cheapest() {
            return reports.stream().mapToLong(BspBroadcastReport::measured).min().orElseThrow();
        }
    }

    public static List<Row> rows(CostConvention convention, RunOptions options) {
        List<Row> rows = new ArrayList<>();
        for (int n : LENGTHS) {
            for (long L : LATENCIES) {
                Bsp model = new Bsp(P, G, L, convention);
                List<BspBroadcastReport> reports = new ArrayList<>();
                for (BspBroadcast a : List.of(BspBroadcast.flat(), BspBroadcast.binary(),
                        BspBroadcast.best(model, n), BspBroadcast.twoPhase())) {
                    reports.add(BspBroadcastReport.run(model, a, n, options));
                }
                rows.add(new Row(model, n, reports));
            }
        }
        return rows;
    }

    public static String markdown(CostConvention convention, List<Row> rows) {
        StringBuilder sb = new StringBuilder("BSP broadcast, p = ").append(P).append(", g = ").append(G)
                .append(", cost convention ").append(convention.label())
                .append(" (model cycles, measured; cheapest in bold)\n\n")
                .append("| n | L | flat (Alg. 1) | binary (Alg. 2) | best k-ary (Alg. 3) | two-phase (Alg. 4) |\n")
                .append("|---:|---:|---:|---:|---:|---:|\n");
        for (Row row : rows) {
            sb.append("| ").append(row.n()).append(" | ").append(row.model().L()).append(" |");
            for (BspBroadcastReport r : row.reports()) {
                sb.append(' ').append(cell(r, row.cheapest())).append(" |");
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String cell(BspBroadcastReport r, long cheapest) {
        String value = r.measured() == cheapest ? "**" + r.measured() + "**" : Long.toString(r.measured());
        if (r.algorithm() instanceof KaryReplicationBroadcast k) {
            value += " (k=" + k.k() + ")";
        }
        return r.holds() ? value : value + " (formula " + r.bound().value() + "!)";
    }

    public static void main(String[] args) {
        for (CostConvention c : CostConvention.values()) {
            System.out.println(markdown(c, rows(c, RunOptions.defaults())));
        }
    }
}
