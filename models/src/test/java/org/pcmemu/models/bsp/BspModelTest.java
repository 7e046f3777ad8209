package org.pcmemu.models.bsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pcmemu.emulator.EmulationException;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ProcessorFailureException;
import org.pcmemu.emulator.StepMessage;

class BspModelTest {

    @Test
    void parametersOutOfRangeAreRejectedByName() {
        assertMessage("p must be at least 1, got 0", () -> new Bsp(0, 1, 1));
        assertMessage("g must not be negative, got -1", () -> new Bsp(4, -1, 1));
        assertMessage("L must not be negative, got -2", () -> new Bsp(4, 1, -2));
        assertMessage("the cost convention must be given (max or sum)", () -> new Bsp(4, 1, 1, null));
    }

    /* max: w + max(L, hg) (the notes); sum: w + hg + L (Valiant). */
    @Test
    void conventionsPriceASuperstepAsTheirFormulas() {
        assertEquals(5 + 12, new Bsp(8, 3, 10, CostConvention.MAX).superstepCost(5, 4));
        assertEquals(5 + 10, new Bsp(8, 3, 10, CostConvention.MAX).superstepCost(5, 2));
        assertEquals(5 + 12 + 10, new Bsp(8, 3, 10, CostConvention.SUM).superstepCost(5, 4));
        assertThrows(ArithmeticException.class, () -> new Bsp(2, Long.MAX_VALUE, 0).superstepCost(0, 2));
    }

    /* Superstep 0: p0 computes 7 and sends 3 one-word messages to p1; superstep 1: nothing. */
    @Test
    void runCostIsTheSumOfPricedSupersteps() {
        Bsp model = new Bsp(2, 2, 5, CostConvention.SUM);
        List<Object> read = new ArrayList<>();
        BspRun run = model.run(p -> {
            if (p.id() == 0) {
                p.compute(7);
                p.send(1, "a");
                p.send(1, "b");
                p.send(1, "c", 1);
            }
            assertNull(p.poll());
            p.sync();
            if (p.id() == 1) {
                for (StepMessage m = p.poll(); m != null; m = p.poll()) {
                    read.add(m.payload());
                }
                assertEquals(3, p.messages().size());
            }
            p.sync();
        }, RunOptions.defaults());
        assertEquals(List.of("a", "b", "c"), read);
        assertEquals((7 + 3 * 2 + 5) + (0 + 0 + 5), run.cost());
        assertEquals(2, run.supersteps().size());
        assertEquals(3, run.supersteps().get(0).h());
        assertEquals(7, run.supersteps().get(0).work());
    }

    @Test
    void sendingToItselfIsAnError() {
        ProcessorFailureException e = assertThrows(ProcessorFailureException.class,
                () -> new Bsp(2, 1, 1).run(p -> p.send(p.id(), "x"), RunOptions.defaults()));
        assertInstanceOf(IllegalArgumentException.class, e.getCause());
        assertTrue(e.getMessage().contains("sends to itself"), e.getMessage());
    }

    @Test
    void aCostThatOverflowsFailsTheRunWithTheSuperstep() {
        EmulationException e = assertThrows(EmulationException.class, () -> new Bsp(2, Long.MAX_VALUE, 0)
                .run(p -> {
                    if (p.id() == 0) {
                        p.send(1, "x", 2);
                    }
                    p.sync();
                }, RunOptions.defaults()));
        assertTrue(e.getMessage().startsWith("cannot price step 0 of sub-machine [0, 2) (w=0, h=2)"), e.getMessage());
    }

    private static void assertMessage(String expected, Runnable r) {
        assertEquals(expected, assertThrows(InvalidParameterException.class, r::run).getMessage());
    }
}
