package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongUnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code pcmemu figure}: every figure on its small parameters, its CSV checked against the paper's
 * numbers, which are written here from the papers' text.
 */
class FigureCommandTest {
    @TempDir
    Path dir;

    @Test
    void listNamesEveryFigure() {
        Invocation list = Invocation.of("figure", "--list");
        assertEquals(0, list.exitCode(), list.err());
        for (String name : List.of("logp-fig3", "logp-fig4", "spaa-fig1", "spaa-fig2", "spaa-fig5", "bsp-table",
                "root-table", "fft")) {
            assertTrue(list.out().contains("  " + name + " "), name);
        }
    }

    /*
     * SPAA section 3, postal model: f_t = 1 for t < L and f_t = f_(t-1) + f_(t-L) processors can
     * hold an item by t, B(n) the least t with f_t >= n. Figure 2 (P = 10, L = 3, k = 8): Theorem
     * 3.1's B(P-1) + L + (k-1) - k*, k* = floor(sum_(i<=n) f_i / (P-1)) with f_n < P-1 <= f_(n+1);
     * continuous broadcast: every item's delay L + B(P-1). Figure 5 (buffered, P-1 = 13, k = 14):
     * Theorem 3.8's L + B(P-1) + k - 1. Every receiver gets every item once, at most one per step,
     * never before it arrived.
     */
    @ParameterizedTest
    @CsvSource({"spaa-fig2, 10, 8", "spaa-fig5, 14, 14"})
    void receptionTablesMatchTheTheorems(String name, int P, int k) throws IOException {
        long L = 3;
        Invocation run = Invocation.of("figure", name, "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.err() + run.out());
        assertTrue(Files.size(dir.resolve(name + ".svg")) > 1000);
        List<String> lines = Files.readAllLines(dir.resolve(name + ".csv"));
        assertEquals("schedule,processor,item,arrived,received", lines.get(0));
        List<Long> f = new ArrayList<>();
        for (int t = 0; t < 40; t++) {
            f.add(t < L ? 1 : f.get(t - 1) + f.get((int) (t - L)));
        }
        int n = 0;
        while (f.get(n + 1) < P - 1) {
            n++;
        }
        long B = 0;
        while (f.get((int) B) < P - 1) {
            B++;
        }
        long sum = 0;
        for (int i = 0; i <= n; i++) {
            sum += f.get(i);
        }
        long kStar = sum / (P - 1);
        Map<String, Map<Integer, Set<Long>>> steps = new HashMap<>();
        Map<String, long[]> completion = new HashMap<>();
        Map<String, Integer> receptions = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",", -1);
            int item = Integer.parseInt(c[2]);
            long arrived = Long.parseLong(c[3]);
            long received = Long.parseLong(c[4]);
            assertTrue(arrived <= received, line);
            assertTrue(steps.computeIfAbsent(c[0], s -> new HashMap<>())
                    .computeIfAbsent(Integer.parseInt(c[1]), p -> new HashSet<>()).add(received), line);
            long[] done = completion.computeIfAbsent(c[0], s -> new long[40]);
            done[item - 1] = Math.max(done[item - 1], received);
            receptions.merge(c[0], 1, Integer::sum);
        }
        if (name.equals("spaa-fig2")) {
            assertEquals(k * (P - 1), receptions.get("k=8"));
            assertEquals(B + L + (k - 1) - kStar, Arrays.stream(completion.get("k=8")).max().orElseThrow());
            assertEquals(15, B + L + (k - 1) - kStar); // Figure 2: two steps under any single-sending schedule's 17
            long[] continuous = completion.get("continuous");
            for (int i = 0; i < receptions.get("continuous") / (P - 1); i++) {
                assertEquals(L + B, continuous[i] - i, "item " + (i + 1));
            }
        } else {
            assertEquals(k * (P - 1), receptions.get("buffered"));
            assertEquals(L + B + k - 1, Arrays.stream(completion.get("buffered")).max().orElseThrow());
            assertEquals(24, L + B + k - 1);
        }
        assertTrue(run.out().contains("paper = emulated: "), run.out());
        assertTrue(!run.out().contains("NO "), run.out());
    }

    /*
     * The trees, written as a node's time followed by its children's subtrees in the figure's
     * order. LogP paper Figure 3: "The number shown for each node is the time at which it has
     * received the datum ... The last value is received at time 24"; the root sends at 0, 4, 8, 12.
     * Figure 4 (§3.3): the root's children complete at T - (2o + L + 1) - i g = 18, 14, 10, 6, and
     * recursively. SPAA §3.2: T_9 for L = 3 has leaves 7, 7, 7, 6, 6, 5 and internal nodes with 5
     * (H_5, the root), 2 (E_2, delay 3) and 1 (D_1, delay 4) children.
     */
    @ParameterizedTest
    @CsvSource({
        "logp-fig3, '0(10(20,24),14(24),18,22)', true",
        "logp-fig4, '28(18(8,4),14(4),10,6)', false",
        "spaa-fig1, '0(3(6,7),4(7),5,6,7)', true"})
    void treeFiguresMatchThePapersTrees(String name, String paperTree, boolean broadcast) throws IOException {
        Invocation run = Invocation.of("figure", name, "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(Files.size(dir.resolve(name + ".svg")) > 1000);
        List<long[]> rows = csv(dir.resolve(name + ".csv"), "processor,parent,depth,time");
        long[] root = rows.stream().filter(r -> r[1] == -1).findFirst().orElseThrow();
        assertEquals(paperTree, subtree(rows, root, broadcast));
        assertTrue(run.out().contains("paper = emulated: "), run.out());
        assertTrue(!run.out().contains("NO "), run.out());
    }

    @Test
    void figureFourSumsSeventyNineOperandsAndEightyNeedOneCycleMore() {
        Invocation run = Invocation.of("figure", "logp-fig4", "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("operands summed within T = 28 (79 take 28 cycles, 80 take 29)"), run.out());
        assertTrue(run.out().contains("paper 79   emulated 79"), run.out());
    }

    /*
     * The BSP notes' costs, one word or n = 4p words, superstep price max{L, m g}: Algorithm 1 one
     * superstep in which processor 0 sends (p-1) n words; Algorithm 2 lg p supersteps of n words;
     * Algorithm 3 supersteps with masks 1, k, k^2, ... < p in which processor 0 sends to mask * l
     * for l = 1..k-1 while below p; Algorithm 4 two supersteps of (p-1) n/p words, or for n = 1 an
     * empty one (L) and then Algorithm 1.
     */
    @Test
    void bspTableEqualsTheNotesCostInEveryCell() throws IOException {
        Invocation run = Invocation.of("figure", "bsp-table", "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(dir.resolve("bsp-table.csv"));
        assertEquals("p,words,g,L,algorithm,k,measured,notes_cost", lines.get(0));
        assertEquals(96, lines.size() - 1);
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",", -1);
            long p = Long.parseLong(c[0]);
            long n = Long.parseLong(c[1]);
            long g = Long.parseLong(c[2]);
            long L = Long.parseLong(c[3]);
            long measured = Long.parseLong(c[6]);
            long expected = switch (c[4]) {
                case "flat" -> Math.max(L, (p - 1) * n * g);
                case "binary" -> Long.numberOfTrailingZeros(p) * Math.max(L, n * g);
                case "best" -> kary(p, Long.parseLong(c[5]), n, g, L);
                case "two-phase" -> n == 1 ? L + Math.max(L, (p - 1) * g) : 2 * Math.max(L, (p - 1) * (n / p) * g);
                default -> throw new AssertionError(line);
            };
            assertEquals(expected, measured, line);
            assertEquals(expected, Long.parseLong(c[7]), line);
        }
    }

    private static long kary(long p, long k, long n, long g, long L) {
        long cost = 0;
        for (long holders = 1; holders < p; holders *= k) {
            long copies = Math.min(k - 1, (p - 1) / holders); // targets holders * l < p
            cost += Math.max(L, copies * n * g);
        }
        return cost;
    }

    /*
     * Juurlink et al. 2003, Theorem 3.2's proof: T(p) = 2 T(sqrt p) + l(p) at p = 2^(2^k), T(2) =
     * l(2), solved in Eq. (3.1); on the D-BSP with g = l the same recurrence (Theorem 3.3).
     */
    @Test
    void rootTableEqualsEquationThreeOneOnBothModels() throws IOException {
        Invocation run = Invocation.of("figure", "root-table", "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(dir.resolve("root-table.csv"));
        assertEquals("latency,p,model,algorithm,measured,paper", lines.get(0));
        int roots = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",", -1);
            if (!c[3].equals("root")) {
                assertEquals("", c[5], line);
                continue;
            }
            roots++;
            LongUnaryOperator l = switch (c[0]) {
                case "log k" -> k -> 63 - Long.numberOfLeadingZeros(k);
                case "sqrt(k)" -> k -> (long) Math.ceil(Math.sqrt(k)); // l rounds up once: l(2) = 2
                case "log^2 k" -> k -> (63 - Long.numberOfLeadingZeros(k)) * (63 - Long.numberOfLeadingZeros(k));
                default -> throw new AssertionError(line);
            };
            long expected = recurrence(l, Long.parseLong(c[1]));
            assertEquals(expected, Long.parseLong(c[4]), line);
            assertEquals(expected, Long.parseLong(c[5]), line);
        }
        assertEquals(3 * 2 * 2, roots); // three latencies, p = 16 and 256, two models
    }

    private static long recurrence(LongUnaryOperator l, long p) {
        return p == 2 ? l.applyAsLong(2) : 2 * recurrence(l, (long) Math.sqrt(p)) + l.applyAsLong(p);
    }

    @Test
    void unknownFiguresAndBadFoldersAreOneLineErrors() throws IOException {
        Invocation unknown = Invocation.of("figure", "spaa-fig9");
        assertEquals(2, unknown.exitCode());
        assertEquals(1, unknown.err().strip().lines().count());
        assertTrue(unknown.err().contains("spaa-fig2, spaa-fig5"), unknown.err());
        Path file = Files.writeString(dir.resolve("file"), "x");
        Invocation notFolder = Invocation.of("figure", "logp-fig3", "--out", file.toString());
        assertEquals(2, notFolder.exitCode());
        assertEquals("pcmemu: --out " + file + " is a file, not a folder", notFolder.err().strip());
        Invocation none = Invocation.of("figure");
        assertEquals(2, none.exitCode());
    }

    /* Rows of processor, parent, depth, time. */
    private static List<long[]> csv(Path file, String header) throws IOException {
        List<String> lines = Files.readAllLines(file);
        assertEquals(header, lines.get(0));
        List<long[]> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            rows.add(Arrays.stream(line.split(",")).mapToLong(Long::parseLong).toArray());
        }
        return rows;
    }

    /* A broadcast's children in send order (their times ascend); a reduction's latest first. */
    private static String subtree(List<long[]> rows, long[] node, boolean broadcast) {
        Comparator<long[]> byTime = Comparator.comparingLong(r -> r[3]);
        List<long[]> children = rows.stream().filter(r -> r[1] == node[0])
                .sorted(broadcast ? byTime : byTime.reversed()).toList();
        return node[3] + (children.isEmpty() ? "" : children.stream().map(c -> subtree(rows, c, broadcast))
                .collect(Collectors.joining(",", "(", ")")));
    }
}
