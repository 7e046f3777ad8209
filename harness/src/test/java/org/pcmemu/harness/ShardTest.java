package org.pcmemu.harness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;

class ShardTest {

    private static List<RunSpec> points(int... processors) {
        List<RunSpec> out = new ArrayList<>();
        for (int p : processors) {
            out.add(new RunSpec("broadcast", Machine.parse("logp:L=6,o=2,g=4", p), "optimal", Map.of(),
                    RunOptions.defaults()));
        }
        return out;
    }

    private static List<Integer> processors(List<RunSpec> specs) {
        return specs.stream().map(s -> s.machine().processors()).toList();
    }

    /*
     * The class comment's example, worked by hand: heaviest first to the lightest shard, ties to
     * shard 0: 8 -> 0, 7 -> 1, 6 -> 1 (7 < 8), 5 -> 0 (8 < 13), 4 -> 0 (13 = 13), 3 -> 1, 2 -> 1, 1 -> 0.
     */
    @Test
    void pointsOfOneToEightProcessorsGoToTwoShardsOfEighteenEach() {
        List<RunSpec> specs = points(1, 2, 3, 4, 5, 6, 7, 8);
        assertArrayEquals(new int[] {0, 1, 1, 0, 0, 1, 1, 0}, Shard.assign(specs, 2));
        assertEquals(List.of(1, 4, 5, 8), processors(new Shard(0, 2).select(specs)));
        assertEquals(List.of(2, 3, 6, 7), processors(new Shard(1, 2).select(specs)));
    }

    /* Equal weights go round the shards in grid order. */
    @Test
    void equalPointsGoRoundTheShardsInGridOrder() {
        assertArrayEquals(new int[] {0, 1, 2, 0, 1, 2, 0}, Shard.assign(points(9, 9, 9, 9, 9, 9, 9), 3));
    }

    /*
     * Random grids split several ways: every point in exactly one shard, each shard's points in grid
     * order, the same split when done again, and no shard heavier than the lightest by more than the
     * heaviest point (the longest-processing-time rule's bound).
     */
    @Test
    void shardsAreDisjointCoverTheGridAndStayWithinOnePointOfEachOther() {
        Random random = new Random(42);
        for (int round = 0; round < 200; round++) {
            int[] p = random.ints(1 + random.nextInt(60), 1, 1 + random.nextInt(100_000)).toArray();
            List<RunSpec> specs = points(p);
            int count = 1 + random.nextInt(12);
            int[] shardOf = Shard.assign(specs, count);
            assertArrayEquals(shardOf, Shard.assign(specs, count), "the same split twice");
            Map<RunSpec, Integer> index = new IdentityHashMap<>(); // points of equal P are equal records
            for (int i = 0; i < specs.size(); i++) {
                index.put(specs.get(i), i);
            }
            long[] weight = new long[count];
            List<Integer> union = new ArrayList<>();
            for (int s = 0; s < count; s++) {
                List<RunSpec> mine = new Shard(s, count).select(specs);
                for (RunSpec r : mine) {
                    weight[s] += r.machine().processors();
                }
                List<Integer> indices = mine.stream().map(index::get).toList();
                assertEquals(indices.stream().sorted().toList(), indices, "grid order within shard " + s);
                union.addAll(indices);
            }
            assertEquals(IntStream.range(0, specs.size()).boxed().toList(), union.stream().sorted().toList(),
                    "each point once");
            long heaviest = java.util.Arrays.stream(p).max().orElseThrow();
            long most = java.util.Arrays.stream(weight).max().orElseThrow();
            long least = java.util.Arrays.stream(weight).min().orElseThrow();
            assertTrue(most - least <= heaviest, java.util.Arrays.toString(weight) + " with points up to " + heaviest);
        }
    }

    @Test
    void badShardsAreRefusedByWhatIsWrong() {
        assertEquals(new Shard(3, 4), Shard.parse("3/4"));
        assertEquals("--shard 0/0: N must be between 1 and 1000000",
                assertThrows(InvalidParameterException.class, () -> Shard.parse("0/0")).getMessage());
        assertEquals("--shard 5/4: I must be between 0 and 3 (the shards of N are numbered 0 to N-1)",
                assertThrows(InvalidParameterException.class, () -> Shard.parse("5/4")).getMessage());
        for (String bad : List.of("a/b", "1", "1/", "/4", "-1/4", "1/4/2", "1.5/4", "99999999999/4")) {
            assertTrue(assertThrows(InvalidParameterException.class, () -> Shard.parse(bad)).getMessage()
                    .startsWith("--shard " + bad + ": expected I/N, two whole numbers such as 0/4"), bad);
        }
    }
}
