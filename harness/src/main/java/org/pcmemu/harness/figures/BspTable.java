package org.pcmemu.harness.figures;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;
import org.pcmemu.harness.pictures.TableChart;
import org.pcmemu.harness.pictures.TableChart.Cell;

/**
 * The BSP broadcasting notes' cost of their four broadcasts ("Communication Performance",
 * Algorithms 1 to 4) over p, g and L, for a message of n words, next to the emulated runs
 * ({@code --cost max}, the notes' superstep price max{L, m g} for an m-relation). The notes'
 * formulas are written here (p a power of two, n = 1 or a multiple of p):
 * <pre>
 *   Algorithm 1, flat:       max{L, (p-1) n g}
 *   Algorithm 2, binary:     lg p * max{L, n g}
 *   Algorithm 3, k-ary:      sum over the supersteps of BROADCAST(0, p, k), mask = 1, k, k^2, ... < p,
 *                            of max{L, h n g}, h = the copies processor 0 sends: #{l < k : mask * l < p}
 *   Algorithm 4, two-phase:  n pieces of n/p: max{L, (p-1)(n/p) g} + max{L, (p-1)(n/p) g};
 *                            n = 1: one piece, kept by processor 0: L + max{L, (p-1) g}
 * </pre>
 * k-ary is run as {@code best}, which picks the k of least cost; the notes' formula is evaluated at
 * that k.
 */
final class BspTable implements PaperFigure {
    private static final List<String> ALGORITHMS = List.of("flat", "binary", "best", "two-phase");

    @Override
    public String name() {
        return "bsp-table";
    }

    @Override
    public String description() {
        return "BSP broadcasting notes: the cost of Algorithms 1-4 (flat, binary, k-ary, two-phase) over p, g, L";
    }

    @Override
    public FigureOutput make(boolean full) {
        List<List<String>> csv = new ArrayList<>();
        List<List<Cell>> table = new ArrayList<>();
        List<Agreement> agreements = new ArrayList<>();
        for (int p : full ? List.of(8, 64, 512) : List.of(8, 64)) {
            for (long n : List.of(1L, 4L * p)) {
                for (long g : List.of(1L, 4L)) {
                    for (long L : List.of(1L, 8L, 64L)) {
                        List<Cell> row = new ArrayList<>(List.of(Cell.plain(Long.toString(p)),
                                Cell.plain(Long.toString(n)), Cell.plain(Long.toString(g)), Cell.plain(Long.toString(L))));
                        for (String algorithm : ALGORITHMS) {
                            Report r = new RunSpec("broadcast", Machine.parse("bsp:g=" + g + ",L=" + L, p), algorithm,
                                    Map.of("words", n), RunOptions.defaults()).run();
                            long k = algorithm.equals("best") ? r.figures().get("k").longValue() : 0;
                            long notes = notesCost(algorithm, p, n, g, L, k);
                            String label = algorithm.equals("best") ? "k-ary (k=" + k + ")" : algorithm;
                            csv.add(List.of(Integer.toString(p), Long.toString(n), Long.toString(g), Long.toString(L),
                                    algorithm, algorithm.equals("best") ? Long.toString(k) : "",
                                    Long.toString(r.measured()), Long.toString(notes)));
                            agreements.add(new Agreement(label + " p=" + p + " n=" + n + " g=" + g + " L=" + L,
                                    Long.toString(notes), Long.toString(r.measured())));
                            row.add(new Cell(r.measured() + (algorithm.equals("best") ? " (k=" + k + ")" : "")
                                    + (r.measured() == notes ? "" : " vs " + notes), r.measured() == notes));
                        }
                        table.add(row);
                    }
                }
            }
        }
        String svg = TableChart.svg("BSP broadcast: emulated cost = the notes' cost (cycles, --cost max)",
                List.of("Each cell: the emulated run's cost; green where it equals the notes' formula"
                        + " (Algorithms 1-4, superstep price max{L, m g}).",
                        "n words from processor 0 to all p processors; k-ary runs with the k of least cost."),
                List.of("p", "n", "g", "L", "flat (Alg. 1)", "binary (Alg. 2)", "k-ary (Alg. 3)", "two-phase (Alg. 4)"),
                table);
        return new FigureOutput(svg, List.of("p", "words", "g", "L", "algorithm", "k", "measured", "notes_cost"), csv,
                agreements);
    }

    /** The notes' cost of one broadcast, as the class comment writes it. */
    static long notesCost(String algorithm, int p, long n, long g, long L, long k) {
        return switch (algorithm) {
            case "flat" -> Math.max(L, (p - 1) * n * g);
            case "binary" -> Long.numberOfTrailingZeros(p) * Math.max(L, n * g);
            case "best" -> {
                long cost = 0;
                for (long mask = 1; mask < p; mask *= k) {
                    long copies = 0;
                    for (long l = 1; l < k && mask * l < p; l++) {
                        copies++;
                    }
                    cost += Math.max(L, copies * n * g);
                }
                yield cost;
            }
            case "two-phase" -> n == 1 ? L + Math.max(L, (p - 1) * g)
                    : 2 * Math.max(L, (p - 1) * (n / p) * g);
            default -> throw new IllegalArgumentException(algorithm);
        };
    }
}
