package org.pcmemu.algorithms.hpram.broadcast;

import java.util.ArrayList;
import java.util.List;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * The README table: ROOT against the baselines on the H-PRAM for l(k) = log k, sqrt k and
 * log^2 k at p = 2^4, 2^8, 2^16. Every cost is measured; the paper's sums are computed.
 *
 * <p>How to run (after {@code mvn -pl algorithms -am package -DskipTests}):
 * {@code java -cp <algorithms, models and emulator classes, jctools, agrona> org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastTable}
 * (a few minutes at p = 2^16: one thread per processor).
 */
public final class HPramBroadcastTable {
    public static final int[] PROCESSORS = {1 << 4, 1 << 8, 1 << 16};

    private HPramBroadcastTable() {
    }

    /** The table's latency functions, in order. */
    public static List<LatencyFunction> latencies() {
        return List.of(LatencyFunction.log(), LatencyFunction.sqrt(), LatencyFunction.logSquared());
    }

    /** One row: ROOT, Heywood-Ranka (default k) and the binary tree on one (l, p). */
    public record Row(HPram model, HPramBroadcastReport root, HPramBroadcastReport heywoodRanka,
                      HPramBroadcastReport binaryTree) {
    }

    public static List<Row> rows(RunOptions options) {
        List<Row> rows = new ArrayList<>();
        for (LatencyFunction l : latencies()) {
            for (int p : PROCESSORS) {
                HPram m = new HPram(p, l);
                rows.add(new Row(m, HPramBroadcastReport.run(m, HPramBroadcast.root(), options),
                        HPramBroadcastReport.run(m, HPramBroadcast.heywoodRanka(m), options),
                        HPramBroadcastReport.run(m, HPramBroadcast.binaryTree(), options)));
            }
        }
        return rows;
    }

    public static String markdown(List<Row> rows) {
        StringBuilder sb = new StringBuilder()
                .append("| l(k) | p | ROOT | Eq. (3.1) | ROOT - (3.1) | Heywood-Ranka (k) | binary tree |")
                .append(" Thm 4.6 sum |\n")
                .append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            int p = r.model().p();
            HeywoodRankaBroadcast hr = (HeywoodRankaBroadcast) r.heywoodRanka().algorithm();
            sb.append("| ").append(r.model().latency().name()).append(" | 2^").append(Integer.numberOfTrailingZeros(p))
                    .append(" | ").append(cell(r.root())).append(" | ").append(r.root().theorem32())
                    .append(" | ").append(r.root().measured() - r.root().theorem32())
                    .append(" | ").append(cell(r.heywoodRanka())).append(" (").append(hr.k()).append(')')
                    .append(" | ").append(cell(r.binaryTree()))
                    .append(" | ").append(r.root().lowerBound()).append(" |\n");
        }
        return sb.toString();
    }

    private static String cell(HPramBroadcastReport r) {
        return r.holds() ? Long.toString(r.measured()) : r.measured() + " (bound " + r.bound().value() + "!)";
    }

    public static void main(String[] args) {
        System.out.println(markdown(rows(RunOptions.defaults())));
    }
}
