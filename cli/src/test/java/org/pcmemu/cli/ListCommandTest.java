package org.pcmemu.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Registry;

class ListCommandTest {

    @Test
    void textListsEveryModelAndEveryRegisteredAlgorithm() {
        Invocation run = Invocation.of("list");
        assertEquals(0, run.exitCode(), run.err());
        for (String model : new String[] {"logp", "postal", "loggp", "bsp", "hpram", "dbsp"}) {
            assertTrue(run.out().contains("\n  " + model + " "), model);
        }
        assertTrue(run.out().contains("  logp     P, L=6, o=2, g=4, [capacity], [receive]\n"), run.out());
        assertTrue(run.out().contains("  loggp    P, L=6, o=2, g=4, G=0, [O], [capacity], [receive]\n"), run.out());
        assertTrue(run.out().contains("  bsp      P, g=1, L=8, [cost]\n"), run.out());
        assertTrue(run.out().contains("  dbsp     P, latency=log k, bandwidth=1\n"), run.out());
        assertTrue(run.out().contains("--k (required, at least 2): the replication parameter"), run.out());
        for (String problem : Registry.problems()) {
            assertTrue(run.out().contains("\n" + problem + ":\n"), problem);
        }
    }

    @Test
    void jsonHasOneEntryPerRegisteredAlgorithm() throws Exception {
        JsonNode list = JsonOutput.of("list", "--json");
        assertEquals(6, list.get("models").size());
        assertEquals(Registry.all().size(), list.get("algorithms").size());
        for (int i = 0; i < Registry.all().size(); i++) {
            Algorithm a = Registry.all().get(i);
            JsonNode j = list.get("algorithms").get(i);
            assertEquals(a.problem() + " " + a.name(), j.get("problem").asText() + " " + j.get("name").asText());
            assertEquals(a.parameters().size(), j.get("parameters").size());
        }
        assertEquals(33, Registry.all().size()); // broadcasts: 3 LogP, 5 BSP, 3 H-PRAM, 2 D-BSP; 2 each of summation,
        // alltoall, allreduce; fft: 4 variants on LogP and postal, the same 4 on BSP; 5 kitem, 1 continuous
    }
}
