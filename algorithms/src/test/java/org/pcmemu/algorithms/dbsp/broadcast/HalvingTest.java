package org.pcmemu.algorithms.dbsp.broadcast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class HalvingTest {

    /* Every node of every depth, against the level-by-level halving written out here. */
    @Test
    void offsetsAreThoseOfRepeatedHalvingIntoCeilingAndFloor() {
        for (int k = 1; k <= 300; k++) {
            List<int[]> level = List.of(new int[] {0, k}); // {offset, size}, left to right
            for (int i = 0; 1 << i <= k; i++) {
                for (int node = 0; node < level.size(); node++) {
                    assertEquals(level.get(node)[0], Halving.offset(k, i, node), "k=" + k + " i=" + i + " node=" + node);
                }
                List<int[]> below = new ArrayList<>();
                for (int[] n : level) {
                    int left = (n[1] + 1) / 2;
                    below.add(new int[] {n[0], left});
                    below.add(new int[] {n[0] + left, n[1] - left});
                }
                level = below;
            }
        }
    }
}
