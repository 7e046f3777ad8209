// Bad program: implements only BspProgram, so it cannot run on logp (or postal, hpram, dbsp).
import org.pcmemu.models.bsp.BspProcessor;
import org.pcmemu.models.bsp.BspProgram;

public final class WrongInterface implements BspProgram {

    @Override
    public void run(BspProcessor p) {
        p.compute(1);
        p.sync();
    }
}
