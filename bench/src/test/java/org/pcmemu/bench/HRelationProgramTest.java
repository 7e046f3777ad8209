package org.pcmemu.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.Step;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspRun;
import org.pcmemu.models.bsp.CostConvention;

class HRelationProgramTest {

    @Test
    void twoRelationThreeTimesCostsThreeTimesTwoG() {
        // by hand: h = 2 per superstep, max(L, h g) = max(5, 8) = 8, three supersteps: 24
        BspRun run = new Bsp(5, 4, 5).run(new HRelationProgram(2, 3), RunOptions.defaults());
        assertEquals(24, run.cost());
        assertEquals(5 * 2 * 3, run.messages());
        assertEquals(0, run.undelivered());
        assertEquals(3, run.supersteps().size());
        for (Step s : run.supersteps()) {
            assertEquals(2, s.h());
            assertEquals(10, s.messages());
        }
    }

    @Test
    void sumConventionAddsTheLatencyToEverySuperstep() {
        // by hand: h g + L = 8 + 5 = 13, three supersteps: 39
        Bsp model = new Bsp(5, 4, 5, CostConvention.SUM);
        assertEquals(39, model.run(new HRelationProgram(2, 3), RunOptions.defaults()).cost());
        assertEquals(39, HRelationProgram.cost(model, 2, 3));
    }

    @Test
    void costFormulaAgreesWithEmulationWhenLatencyDominates() {
        // max(L, h g) = max(100, 3 * 4) = 100, four supersteps: 400
        Bsp model = new Bsp(16, 4, 100);
        assertEquals(400, HRelationProgram.cost(model, 3, 4));
        assertEquals(400, model.run(new HRelationProgram(3, 4), RunOptions.defaults()).cost());
    }

    @Test
    void wrongSendersAreDetected() {
        // every processor sends to its right neighbour twice: shifts 1 and 1, not 1 and 2
        HRelationProgram relation = new HRelationProgram(2, 1);
        assertThrows(ProcessorFailureException.class, () -> new Bsp(4, 1, 1).run(bsp -> {
            bsp.send((bsp.id() + 1) % 4, "x");
            bsp.send((bsp.id() + 1) % 4, "y");
            bsp.sync();
            readAndCheck(relation, bsp);
        }, RunOptions.defaults()));
    }

    private static void readAndCheck(HRelationProgram relation, BspProcessor bsp) {
        relation.readAndCheck(bsp);
    }
}
