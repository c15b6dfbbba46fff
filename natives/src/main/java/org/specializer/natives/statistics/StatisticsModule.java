package org.specializer.natives.statistics;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyModule;
import org.specializer.api.PyStr;

/** The {@code _statistics} module (CPython Modules/_statisticsmodule.c): the accelerator Lib's statistics uses for {@code NormalDist.inv_cdf}. */
public final class StatisticsModule {
    private StatisticsModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_statistics");
        m.put("__doc__", PyStr.of("Accelerators for the statistics module.\n"));
        m.defK("_normal_dist_inv_cdf", (self, args, kw) -> {
            if (kw.length > 0) {
                throw Py.typeError("_statistics._normal_dist_inv_cdf() takes no keyword "
                        + "arguments");
            }
            if (args.length != 3) {
                throw Py.typeError("_normal_dist_inv_cdf expected 3 arguments, got "
                        + args.length);
            }
            return new PyFloat(normalDistInvCdf(Abstract.asDouble(args[0]),
                    Abstract.asDouble(args[1]), Abstract.asDouble(args[2])));
        });
        return m;
    }

    /**
     * Wichura's algorithm AS241, "The Percentage Points of the Normal Distribution" (1988), in
     * the order of operations of CPython's. Compare CPython _statisticsmodule.c:
     * {@code _statistics__normal_dist_inv_cdf_impl}.
     */
    static double normalDistInvCdf(double p, double mu, double sigma) {
        double q = p - 0.5;
        double num;
        double den;
        double r;
        double x;
        if (Math.abs(q) <= 0.425) {
            r = 0.180625 - q * q;
            num = (((((((2.5090809287301226727e+3 * r
                    + 3.3430575583588128105e+4) * r
                    + 6.7265770927008700853e+4) * r
                    + 4.5921953931549871457e+4) * r
                    + 1.3731693765509461125e+4) * r
                    + 1.9715909503065514427e+3) * r
                    + 1.3314166789178437745e+2) * r
                    + 3.3871328727963666080e+0) * q;
            den = (((((((5.2264952788528545610e+3 * r
                    + 2.8729085735721942674e+4) * r
                    + 3.9307895800092710610e+4) * r
                    + 2.1213794301586595867e+4) * r
                    + 5.3941960214247511077e+3) * r
                    + 6.8718700749205790830e+2) * r
                    + 4.2313330701600911252e+1) * r
                    + 1.0);
            x = num / den;
            return mu + (x * sigma);
        }
        r = (q <= 0.0) ? p : (1.0 - p);
        if (r <= 0.0) {
            throw Py.valueError("inv_cdf undefined for these parameters");
        }
        r = Math.sqrt(-Math.log(r));
        if (r <= 5.0) {
            r = r - 1.6;
            num = (((((((7.7454501427834140764e-4 * r
                    + 2.2723844989269184583e-2) * r
                    + 2.4178072517745061177e-1) * r
                    + 1.2704582524523683826e+0) * r
                    + 3.6478483247632045960e+0) * r
                    + 5.7694972214606914055e+0) * r
                    + 4.6303378461565452959e+0) * r
                    + 1.4234371107496835773e+0);
            den = (((((((1.0507500716444168432e-9 * r
                    + 5.4759380849953449460e-4) * r
                    + 1.5198666563616457197e-2) * r
                    + 1.4810397642748007459e-1) * r
                    + 6.8976733498510000455e-1) * r
                    + 1.6763848301838038494e+0) * r
                    + 2.0531916266377588219e+0) * r
                    + 1.0);
        } else {
            r = r - 5.0;
            num = (((((((2.0103343992922881326e-7 * r
                    + 2.7115555687434875782e-5) * r
                    + 1.2426609473880784386e-3) * r
                    + 2.6532189526576123093e-2) * r
                    + 2.9656057182850489123e-1) * r
                    + 1.7848265399172913358e+0) * r
                    + 5.4637849111641143699e+0) * r
                    + 6.6579046435011037772e+0);
            den = (((((((2.0442631033899397856e-15 * r
                    + 1.4215117583164458887e-7) * r
                    + 1.8463183175100546818e-5) * r
                    + 7.8686913114561329059e-4) * r
                    + 1.4875361290850614853e-2) * r
                    + 1.3692988092273580531e-1) * r
                    + 5.9983220655588793769e-1) * r
                    + 1.0);
        }
        x = num / den;
        if (q < 0.0) {
            x = -x;
        }
        return mu + (x * sigma);
    }
}
